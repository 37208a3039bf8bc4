import { describe, expect, it } from 'vitest';
import { embeddedJobId, greenhouseQuestionsUrl, siteOfAddress } from './address';

describe('a company site known from its address', () => {
  it('reads Greenhouse job boards, legacy boards, the EU board and the embed form', () => {
    expect(
      siteOfAddress('https://job-boards.greenhouse.io/acme/jobs/4012345?gh_src=abc&utm_source=linkedin'),
    ).toEqual({
      kind: 'greenhouse',
      board: 'acme',
      jobId: '4012345',
      eu: false,
      embed: false,
    });
    expect(siteOfAddress('https://boards.greenhouse.io/acme/jobs/4012345')).toMatchObject({
      board: 'acme',
      jobId: '4012345',
    });
    expect(siteOfAddress('https://job-boards.eu.greenhouse.io/acme/jobs/77')).toMatchObject({
      eu: true,
      jobId: '77',
    });
    expect(
      siteOfAddress(
        'https://job-boards.greenhouse.io/embed/job_app?for=acme&token=4012345&b=https%3A%2F%2Facme.example',
      ),
    ).toEqual({
      kind: 'greenhouse',
      board: 'acme',
      jobId: '4012345',
      eu: false,
      embed: true,
    });
    // The board's list without a job: where a closed posting sends a person.
    expect(siteOfAddress('https://job-boards.greenhouse.io/acme?error=true')).toEqual({
      kind: 'greenhouse',
      board: 'acme',
      eu: false,
      embed: false,
    });
  });

  it('reads Lever postings and their /apply page, and Ashby postings and their /application tab', () => {
    const lever =
      'https://jobs.lever.co/acme/3f0b5a2c-9d1e-4c7b-8a6f-1e2d3c4b5a69/apply?lever-origin=applied&lever-source%5B%5D=LinkedIn';
    expect(siteOfAddress(lever)).toEqual({
      kind: 'lever',
      company: 'acme',
      posting: '3f0b5a2c-9d1e-4c7b-8a6f-1e2d3c4b5a69',
      eu: false,
      apply: true,
    });
    expect(siteOfAddress('https://jobs.lever.co/acme')).toEqual({
      kind: 'lever',
      company: 'acme',
      eu: false,
      apply: false,
    });
    expect(
      siteOfAddress('https://jobs.ashbyhq.com/acme/6f1c2a90-3b7d-4e1a-9c55-0a1b2c3d4e5f/application'),
    ).toEqual({
      kind: 'ashby',
      org: 'acme',
      posting: '6f1c2a90-3b7d-4e1a-9c55-0a1b2c3d4e5f',
      application: true,
    });
  });

  it('names other sites by their ATS, else by the host, and is not fooled by look-alike hosts', () => {
    expect(
      siteOfAddress(
        'https://acme.wd5.myworkdayjobs.com/en-US/careers/job/Pune/Engineer_R123?source=LinkedIn',
      ),
    ).toMatchObject({ kind: 'other', name: 'Workday' });
    expect(siteOfAddress('https://careers-acme.icims.com/jobs/1234/job')).toMatchObject({
      kind: 'other',
      name: 'iCIMS',
    });
    expect(siteOfAddress('https://careers.acme.example/jobs/42')).toMatchObject({
      kind: 'other',
      name: 'careers.acme.example',
    });
    expect(siteOfAddress('https://www.acme.example/careers')).toMatchObject({ name: 'acme.example' });
    expect(siteOfAddress('https://job-boards.greenhouse.io.evil.example/acme/jobs/1')).toMatchObject({
      kind: 'other',
    });
    expect(siteOfAddress('https://notmyworkdayjobs.com/x')).toMatchObject({
      kind: 'other',
      name: 'notmyworkdayjobs.com',
    });
    expect(siteOfAddress('not a url')).toMatchObject({ kind: 'other' });
  });

  it('finds the job id an employer page carries for its embedded form, and the Job Board API address', () => {
    expect(embeddedJobId('https://acme.example/careers?gh_jid=4012345')).toEqual({ greenhouse: '4012345' });
    expect(embeddedJobId('https://acme.example/careers?gh_jid=1;drop')).toEqual({});
    expect(greenhouseQuestionsUrl('acme', '4012345', false)).toBe(
      'https://boards-api.greenhouse.io/v1/boards/acme/jobs/4012345?questions=true',
    );
  });
});
