import type { AshbySite } from '../../catalogue/company-site-schema';
import { stableUuid, type FormField } from '../form-model';
import { ASHBY_HOSTS } from '../hosts';
import type { Posting } from '../submit';

/**
 * What Ashby's job page asks its GraphQL for (POST jobs.ashbyhq.com/api/non-user-graphql?op=ApiJobPosting, no key):
 * `jobPosting { applicationForm { …FormRenderParts } surveyForms { …FormRenderParts } applicationDeadline }`, each
 * FormRender with `sections[].fieldEntries[]` of `{id, field, fieldValue, isRequired, descriptionHtml, isHidden}`
 * and `field` a JSON blob with `path`, `title`, `type`, `selectableValues` (shape from public answers committed by
 * other projects; cezkid/jobs ashby.md). Unofficial: Ashby documents only the public posting API.
 */

const ASHBY_TYPE: Record<FormField['kind'], string> = {
  text: 'String',
  email: 'Email',
  phone: 'Phone',
  number: 'Number',
  textarea: 'LongText',
  yesno: 'Boolean',
  checkbox: 'Boolean',
  select: 'ValueSelect',
  multi: 'MultiValueSelect',
  location: 'Location',
  file: 'File',
  date: 'Date',
};

export function ashbyType(field: FormField): string {
  if (field.kind === 'text' && /\b(url|link|linkedin|website|github|portfolio)\b/i.test(field.label))
    return 'Url';
  return ASHBY_TYPE[field.kind];
}

const SYSTEM_NAMES: Record<string, string> = {
  _systemfield_name: 'Name',
  _systemfield_email: 'Email',
  _systemfield_resume: 'Resume',
  _systemfield_location: 'Location',
  _systemfield_data_consent_ack: 'Data Consent',
  _systemfield_eeoc_gender: 'Gender',
  _systemfield_eeoc_race: 'Race',
  _systemfield_eeoc_veteran_status: 'Veteran Status',
};

function fieldJson(field: FormField) {
  const type = ashbyType(field);
  return {
    id: stableUuid(`ashby-field/${field.key}`),
    path: field.key,
    humanReadablePath: SYSTEM_NAMES[field.key] ?? '',
    title: field.label,
    isNullable: !field.required,
    isPrivate: false,
    isDeactivated: false,
    isMany: field.kind === 'multi',
    metadata: {},
    type,
    ...(field.kind === 'select' || field.kind === 'multi'
      ? { selectableValues: (field.options ?? []).map((label) => ({ label, value: label })) }
      : {}),
    ...(field.kind === 'location' ? { locationTypes: ['City'] } : {}),
    __autoSerializationID: `${type}Field`,
  };
}

export function formRender(formId: string, fields: FormField[], source: string) {
  return {
    id: formId,
    formControls: [
      { identifier: stableUuid(`${source}/submit`), title: 'Submit', __typename: 'FormControl' },
    ],
    errorMessages: [],
    sections: [
      {
        title: null,
        descriptionHtml: null,
        fieldEntries: fields.map((field) => ({
          id: `${formId}_${field.key}`,
          field: fieldJson(field),
          fieldValue: null,
          isRequired: field.required,
          descriptionHtml: field.description ? `<p>${field.description}</p>` : null,
          isHidden: null,
          __typename: 'FormFieldEntry',
        })),
        isHidden: null,
        __typename: 'FormSectionRender',
      },
    ],
    sourceFormDefinitionId: stableUuid(`${source}/definition`),
    __typename: 'FormRender',
  };
}

/** Fields Ashby's definition lists: everything but what only the page draws (the honeypot). */
export function definitionFields(posting: Posting<AshbySite>) {
  const listed = posting.form.filter((f) => f.listed && f.role !== 'honeypot');
  return {
    application: listed.filter((f) => f.section !== 'eeo'),
    survey: listed.filter((f) => f.section === 'eeo'),
  };
}

export function jobPostingData(posting: Posting<AshbySite>, formId: string, surveyId: string) {
  const { job, site } = posting;
  const { application, survey } = definitionFields(posting);
  return {
    data: {
      jobPosting: {
        id: site.postingId,
        title: job.title,
        departmentName: 'Engineering',
        locationName: job.location,
        employmentType: 'FullTime',
        descriptionHtml: job.description
          .split(/\n\s*\n/)
          .map((p) => `<p>${p.trim()}</p>`)
          .join(''),
        applicationForm: formRender(formId, application, site.postingId),
        surveyForms: survey.length > 0 ? [formRender(surveyId, survey, `${site.postingId}/survey`)] : [],
        applicationDeadline: null,
        __typename: 'JobPostingDetails',
      },
    },
  };
}

/** The documented public posting API: GET api.ashbyhq.com/posting-api/job-board/{name}[?includeCompensation=true]. */
export function jobBoardJson(postings: Posting<AshbySite>[], compensation: boolean) {
  return {
    apiVersion: '1',
    jobs: postings
      .filter((p) => p.site.status === 'open')
      .map(({ job, site }) => {
        const [city = '', region = '', country = ''] = job.location.split(',').map((s) => s.trim());
        const base = `https://${ASHBY_HOSTS.jobs}/${site.org}/${site.postingId}`;
        return {
          id: site.postingId,
          title: job.title,
          department: 'Engineering',
          team: 'Engineering',
          employmentType: 'FullTime',
          location: city,
          secondaryLocations: [],
          publishedAt: new Date(Date.now() - job.postedHoursAgo * 3_600_000).toISOString(),
          isListed: true,
          isRemote: job.workType === 'remote',
          workplaceType:
            job.workType === 'on-site' ? 'OnSite' : job.workType === 'remote' ? 'Remote' : 'Hybrid',
          address: {
            postalAddress: { addressLocality: city, addressRegion: region, addressCountry: country },
          },
          jobUrl: base,
          applyUrl: `${base}/application`,
          descriptionHtml: job.description
            .split(/\n\s*\n/)
            .map((p) => `<p>${p.trim()}</p>`)
            .join(''),
          descriptionPlain: job.description,
          shouldDisplayCompensationOnJobPostings: false,
          ...(compensation
            ? {
                compensation: {
                  compensationTierSummary: null,
                  scrapeableCompensationSalarySummary: null,
                  compensationTiers: [],
                  summaryComponents: [],
                },
              }
            : {}),
        };
      }),
  };
}
