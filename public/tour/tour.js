// The stand-in tour's one interaction: step through the list (a file, as the CSP allows no inline script).
const steps = [...document.querySelectorAll('#steps li')];
let current = 0;
document.getElementById('next').addEventListener('click', () => {
  steps[current].removeAttribute('aria-current');
  current = (current + 1) % steps.length;
  steps[current].setAttribute('aria-current', 'step');
});
