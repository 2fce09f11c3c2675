/** `npm run referrers:score`: the classifier's score on the project's referrer suite. */
import { classifyReferrer } from '../../../src/tracking/attribution.ts';
import { formatScore, scoreSuite } from '../../../src/tracking/referrer-suite.ts';

const PAGE = 'https://www.harbor.example/';
console.log(formatScore(scoreSuite((referrer) => classifyReferrer(referrer, PAGE))));
