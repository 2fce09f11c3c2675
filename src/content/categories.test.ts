import { describe, expect, it } from 'vitest';
import { categoryIssues, editDistance, type CategoryUse } from './categories.ts';

const post = (file: string, category: string): CategoryUse => ({ file, category, kind: 'post' });
const uses = [
  post('pages/blog/a.md', 'Customer Service'),
  post('pages/blog/b.md', 'Customer Service'),
  post('pages/blog/c.md', 'Self-Service'),
  post('pages/blog/d.md', 'Product'),
];

describe('categoryIssues', () => {
  it('given a misspelt category, should refuse it and offer the existing ones', () => {
    const issues = categoryIssues([...uses, post('pages/blog/new.md', 'Custmer Service')]);
    expect(issues).toEqual([
      {
        file: 'pages/blog/new.md',
        field: 'props.category',
        message:
          '"Custmer Service" is not a category of the blog: did you mean "Customer Service"? The categories are: Customer Service, Product, Self-Service',
      },
    ]);
  });

  it('given a category in another case or spacing, should refuse it', () => {
    const issues = categoryIssues([...uses, post('x.md', 'self service')]);
    expect(issues.find((issue) => issue.file === 'x.md')?.message).toContain(
      'did you mean "Self-Service"',
    );
  });

  it('given a category unlike every other, or one a listing names, should accept it', () => {
    expect(categoryIssues([...uses, post('x.md', 'Security')])).toEqual([]);
    expect(
      categoryIssues([
        ...uses,
        post('x.md', 'Webinars'),
        { file: 'topic.json', category: 'Webinars', kind: 'listing' },
      ]),
    ).toEqual([]);
  });

  it('should count the letters between two words', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});
