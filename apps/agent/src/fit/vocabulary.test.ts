import { describe, expect, it } from 'vitest';
import { verdictFor } from './fit-test-profile';
import { readRequirements } from './requirements';

const asked = (title: string, description: string) =>
  readRequirements(title, description).skills.map((skill) => skill.ids.join('|'));

/** The vocabulary (decision 047): frameworks, versions, Linguist's languages, baseline skills, refused skills. */
describe('the vocabulary of real postings', () => {
  it('reads frameworks with their versions, written apart or together', () => {
    expect(
      asked(
        'Engineer',
        'Must have: Angular 15+, Vue3, Java8, Spring Boot 3.x, .NET 8, C++17, React18, Node.js 20 and PHP8.',
      ),
    ).toEqual(['angular', 'vue', 'java', 'spring', '.net', 'c++', 'react', 'node', 'php']);
    expect(asked('Engineer', 'Requirements:\n- angular (lower case) and NgRx\n- RxJS')).toEqual([
      'angular',
      'ngrx',
      'rxjs',
    ]);
  });

  it('knows the languages of GitHub Linguist and the libraries, databases and services postings name', () => {
    expect(
      asked(
        'Engineer',
        'Must have: Haxe, Nim, Elixir, Crystal, Zig, Apex, ABAP, Terragrunt, Snowflake, Pinecone, Quarkus, Cypress, Playwright, MuleSoft, AWS Glue and Azure Data Factory.',
      ),
    ).toEqual([
      'haxe',
      'nim',
      'elixir',
      'crystal',
      'zig',
      'apex',
      'abap',
      'terragrunt',
      'snowflake',
      'pinecone',
      'quarkus',
      'cypress',
      'playwright',
      'mulesoft',
      'aws glue',
      'azure data factory',
    ]);
  });

  it('never reports a baseline skill missing, alone or among alternatives', () => {
    const verdict = verdictFor({
      title: 'Frontend Developer',
      description: 'Must have:\n- React\n- HTML, CSS or Sass\n- Git and npm\n- Jira, Confluence, VS Code',
    });
    expect(verdict.missing).toEqual([]);
    expect(verdict.skipped).toBeUndefined();
  });

  it('reads "React-only candidates will not be considered" as refusing React and requiring Angular', () => {
    const description = `Must have:
- 4+ years of hands-on experience with Angular 12+ and TypeScript
- RxJS and NgRx
- HTML, CSS/Sass
React-only candidates will not be considered.`;
    const verdict = verdictFor({ title: 'Frontend Engineer', description });
    expect(verdict.reasons[0]).toBe(
      'asks for Angular (4 years), TypeScript (4 years), RxJS and NgRx, which your profile does not list',
    );
    expect(verdict.skipped).toBe('fit');
    expect(readRequirements('Frontend Engineer', description).refused).toEqual(['react']);
  });

  it.each([
    'Profiles with only Vue experience will not be shortlisted.',
    'Candidates with just Vue need not apply.',
    'We will not consider Vue-only developers.',
  ])('reads a refusal in other words: %s', (sentence) => {
    const requirements = readRequirements('Frontend Engineer', `Must have: 4+ years of React.\n${sentence}`);
    expect(requirements.refused).toEqual(['vue']);
    expect(requirements.skills.map((skill) => [skill.ids.join('|'), skill.strict ?? false])).toEqual([
      ['react', true],
    ]);
  });

  it('gives a sibling half credit when nothing refuses it (Angular or Vue for a React developer)', () => {
    const verdict = verdictFor({
      title: 'Frontend Engineer',
      description: 'Must have: Angular, TypeScript, JavaScript, HTML and CSS.',
    });
    expect(verdict.reasons[0]).toBe('asks for Angular and TypeScript, which your profile does not list');
    expect(verdict.score).toBeGreaterThan(
      verdictFor({
        title: 'Frontend Engineer',
        description:
          'Must have: Angular, TypeScript, JavaScript, HTML and CSS. React-only profiles will not be considered.',
      }).score,
    );
  });
});
