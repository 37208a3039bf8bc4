// Job definitions for the independent ATS imitation (Greenhouse, Lever, Ashby, Workday, an employer careers site).
// Every company, job and sentence here is invented.

export const CITIES = [
  { name: 'Bengaluru East, Karnataka, India', lat: '12.9915', lng: '77.7160', aliases: ['bangalore'] },
  { name: 'Bengaluru, Karnataka, India', lat: '12.9716', lng: '77.5946', aliases: ['bangalore'] },
  { name: 'Bengaluru Rural, Karnataka, India', lat: '13.2846', lng: '77.6078', aliases: ['bangalore'] },
  { name: 'Belagavi, Karnataka, India', lat: '15.8497', lng: '74.4977', aliases: ['belgaum'] },
  { name: 'Bengkulu, Indonesia', lat: '-3.7928', lng: '102.2608', aliases: [] },
  { name: 'Mumbai, Maharashtra, India', lat: '19.0760', lng: '72.8777', aliases: ['bombay'] },
  { name: 'Pune, Maharashtra, India', lat: '18.5204', lng: '73.8567', aliases: ['poona'] },
  { name: 'Hyderabad, Telangana, India', lat: '17.3850', lng: '78.4867', aliases: [] },
  { name: 'Hyderabad, Sindh, Pakistan', lat: '25.3960', lng: '68.3578', aliases: [] },
  { name: 'Chennai, Tamil Nadu, India', lat: '13.0827', lng: '80.2707', aliases: ['madras'] },
  { name: 'New Delhi, Delhi, India', lat: '28.6139', lng: '77.2090', aliases: ['delhi'] },
  { name: 'Gurugram, Haryana, India', lat: '28.4595', lng: '77.0266', aliases: ['gurgaon'] },
  { name: 'London, England, United Kingdom', lat: '51.5072', lng: '-0.1276', aliases: [] },
];

export function searchCities(term) {
  const t = String(term || '').trim().toLowerCase();
  if (t.length < 2) return [];
  return CITIES.filter((c) => c.name.toLowerCase().includes(t) || c.aliases.some((a) => a.startsWith(t))).slice(0, 6);
}

// [name, dial code]; the order is alphabetical, as on the sites ("British Indian Ocean Territory" sorts before "India")
export const COUNTRIES = [
  ['Afghanistan', '93', 'af'], ['Australia', '61', 'au'], ['Bangladesh', '880', 'bd'], ['Belgium', '32', 'be'], ['Bhutan', '975', 'bt'],
  ['Brazil', '55', 'br'], ['British Indian Ocean Territory', '246', 'io'], ['Canada', '1', 'ca'], ['China', '86', 'cn'], ['Denmark', '45', 'dk'],
  ['Egypt', '20', 'eg'], ['Finland', '358', 'fi'], ['France', '33', 'fr'], ['Germany', '49', 'de'], ['Hong Kong', '852', 'hk'],
  ['Iceland', '354', 'is'], ['India', '91', 'in'], ['Indonesia', '62', 'id'], ['Ireland', '353', 'ie'], ['Israel', '972', 'il'],
  ['Italy', '39', 'it'], ['Japan', '81', 'jp'], ['Kenya', '254', 'ke'], ['Malaysia', '60', 'my'], ['Maldives', '960', 'mv'],
  ['Nepal', '977', 'np'], ['Netherlands', '31', 'nl'], ['New Zealand', '64', 'nz'], ['Nigeria', '234', 'ng'], ['Norway', '47', 'no'],
  ['Pakistan', '92', 'pk'], ['Philippines', '63', 'ph'], ['Poland', '48', 'pl'], ['Portugal', '351', 'pt'], ['Qatar', '974', 'qa'],
  ['Saudi Arabia', '966', 'sa'], ['Singapore', '65', 'sg'], ['South Africa', '27', 'za'], ['Spain', '34', 'es'], ['Sri Lanka', '94', 'lk'],
  ['Sweden', '46', 'se'], ['Switzerland', '41', 'ch'], ['Thailand', '66', 'th'], ['United Arab Emirates', '971', 'ae'],
  ['United Kingdom', '44', 'gb'], ['United States', '1', 'us'], ['Vietnam', '84', 'vn'],
];

// Greenhouse EEOC (compliance) questions, option ids are global and unique
export const GH_EEO = [
  { name: 'gender', label: 'Gender', values: [[31000001, 'Male'], [31000002, 'Female'], [31000003, 'Decline To Self Identify']] },
  { name: 'hispanic_ethnicity', label: 'Are you Hispanic/Latino?', pageOnly: true, values: [[31000011, 'Yes'], [31000012, 'No'], [31000013, 'Decline To Self Identify']] },
  { name: 'race', label: 'Please identify your race', pageOnly: true, showWhen: ['hispanic_ethnicity', '31000012'], values: [[31000021, 'American Indian or Alaskan Native'], [31000022, 'Asian'], [31000023, 'Black or African American'], [31000024, 'Native Hawaiian or Other Pacific Islander'], [31000025, 'White'], [31000026, 'Two or More Races'], [31000027, 'Decline To Self Identify']] },
  { name: 'veteran_status', label: 'Veteran Status', values: [[31000031, 'I am not a protected veteran'], [31000032, 'I identify as one or more of the classifications of protected veteran'], [31000033, "I don't wish to answer"]] },
  { name: 'disability_status', label: 'Disability Status', values: [[31000041, 'Yes, I have a disability, or have had one in the past'], [31000042, 'No, I do not have a disability and have not had one in the past'], [31000043, 'I do not want to answer']] },
];

const YES_NO = (a, b) => [[a, 'Yes'], [b, 'No']];

// ---------------------------------------------------------------- Greenhouse (new job-boards + embed)
export const GH_JOBS = {
  'cobaltmint/4100201': {
    board: 'cobaltmint', company: 'Cobaltmint', id: 4100201, internalId: 2231001, li: '4482300201',
    title: 'Software Engineer II, Backend (Python)', location: 'Bengaluru, Karnataka, India', department: 'Engineering',
    content: [
      ['p', 'Cobaltmint runs the reconciliation engine behind payouts for about 40,000 Indian online sellers. We are hiring a Software Engineer II to join the Ledger team in Bengaluru.'],
      ['h', 'What you will do'],
      ['ul', ['Build and run Python services on AWS that move money safely', 'Design SQL schemas and queries for high-volume ledgers', 'Work with the React dashboard team on APIs']],
      ['h', 'What we look for'],
      ['ul', ['4+ years building backend software, ideally in Python', 'Strong SQL', 'Some experience with AWS']],
    ],
    preferredName: true, locationQ: true, phoneCountry: true, eeo: true, gdprRetention: true,
    questions: [
      { name: 'question_32201001', label: 'LinkedIn Profile', required: false, type: 'input_text' },
      { name: 'question_32201002', label: 'Website', required: false, type: 'input_text' },
      { name: 'question_32201003', label: 'Are you legally authorized to work in India?', required: true, type: 'multi_value_single_select', values: [[32201301, 'Yes, with permission'], [32201302, 'Yes'], [32201303, 'No']] },
      { name: 'question_32201004', label: 'Will you now or in the future require visa sponsorship to work in India?', required: true, type: 'multi_value_single_select', values: YES_NO(32201401, 32201402) },
      { name: 'question_32201005', label: 'What is your notice period?', required: true, type: 'multi_value_single_select', values: [[32201501, 'Immediately available'], [32201502, 'Less than 1 month'], [32201503, '1 month'], [32201504, '2 months'], [32201505, '3 months or more']] },
      { name: 'question_32201006', label: 'Current CTC (INR lakhs per annum)', required: true, type: 'input_text' },
      { name: 'question_32201007', label: 'Expected CTC (INR lakhs per annum)', required: true, type: 'input_text' },
      { name: 'question_32201008', label: 'Which of these languages do you speak?', required: false, type: 'multi_value_multi_select', draw: 'checkbox', values: [[32201801, 'English'], [32201802, 'Hindi'], [32201803, 'Kannada'], [32201804, 'Tamil'], [32201805, 'Telugu']] },
      { name: 'question_32201009', label: 'How many years of professional software engineering experience do you have?', required: true, type: 'input_text' },
    ],
  },
  'cobaltmint/4100207': {
    board: 'cobaltmint', company: 'Cobaltmint', id: 4100207, internalId: 2231007, li: '4482300204',
    title: 'Software Engineer, Infrastructure (Go)', location: 'Bengaluru, Karnataka, India', department: 'Engineering',
    content: [
      ['p', 'The Infrastructure team at Cobaltmint builds the deploy pipeline and the internal platform every other team ships on. Most of our tooling is written in Go, with some Python.'],
      ['h', 'What we look for'],
      ['ul', ['Professional experience with Go', 'Linux, networking and AWS fundamentals', 'A public GitHub profile we can look at']],
    ],
    preferredName: true, locationQ: true, phoneCountry: true, eeo: false,
    questions: [
      { name: 'question_32207001', label: 'LinkedIn Profile', required: false, type: 'input_text' },
      { name: 'question_32207002', label: 'Are you legally authorized to work in India?', required: true, type: 'multi_value_single_select', values: YES_NO(32207201, 32207202) },
      { name: 'question_32207005', label: 'How many years of professional experience do you have with Go (Golang)?', required: true, type: 'input_text' },
      { name: 'question_32207006', label: 'GitHub profile URL', required: true, type: 'input_text' },
      { name: 'question_32207007', label: 'Expected CTC (INR lakhs per annum)', required: true, type: 'input_text' },
    ],
  },
  'meridianfold/4100555': {
    board: 'meridianfold', company: 'Meridianfold', id: 4100555, internalId: 2290555, li: '4482300203', embed: true,
    title: 'Full Stack Software Engineer', location: 'Hyderabad, Telangana, India', department: 'Product Engineering',
    content: [
      ['p', 'Meridianfold makes scheduling software for diagnostic labs. Our product engineers own features end to end, from the React front end to the Python API.'],
      ['ul', ['JavaScript/TypeScript and React', 'Python or Node.js on the server', 'Comfort talking to customers']],
    ],
    preferredName: false, locationQ: false, phoneCountry: true, coverLetter: true, eeo: false,
    questions: [
      { name: 'question_33501001', label: 'LinkedIn Profile', required: false, type: 'input_text' },
      { name: 'question_33501002', label: 'How many years of experience do you have with JavaScript?', required: true, type: 'input_text' },
      { name: 'question_33501003', label: 'How many years of experience do you have with React?', required: true, type: 'input_text' },
      { name: 'question_33501004', label: 'Are you willing to relocate to Hyderabad?', required: true, type: 'multi_value_single_select', values: YES_NO(33501401, 33501402) },
      { name: 'question_33501005', label: 'Declaration', required: true, type: 'multi_value_multi_select', draw: 'checkbox', values: [[33501501, 'I certify that all the information I have provided in this application is true and complete.']] },
      { name: 'question_33501006', label: 'Do you consent to Meridianfold contacting you about future openings?', required: false, type: 'multi_value_multi_select', draw: 'checkbox', values: [[33501601, 'Yes, keep me informed about future openings.']] },
    ],
  },
};

export const GH_CLOSED = { 'cobaltmint/4100299': { board: 'cobaltmint', id: 4100299, li: '4482300205', title: 'Senior Software Engineer, Payments' } };

// ---------------------------------------------------------------- Greenhouse legacy (boards.greenhouse.io)
export const GH_LEGACY = {
  'tealorbit/5500301': {
    board: 'tealorbit', company: 'Tealorbit', id: 5500301, internalId: 2340301, li: '4482300202',
    title: 'Software Engineer – Python Services', location: 'Pune, Maharashtra, India', department: 'Platform',
    content: [
      ['p', 'Tealorbit builds fleet-tracking software for logistics companies across India. The Platform team writes the Python services that ingest vehicle telemetry.'],
      ['ul', ['Python (Django or FastAPI)', 'PostgreSQL', 'Pune office, hybrid']],
    ],
    answers: [
      { qid: 55003011, label: 'How many years of experience do you have with Python?', required: true, kind: 'text' },
      { qid: 55003012, label: 'Are you willing to relocate to Pune?', required: true, kind: 'boolean' },
      { qid: 55003013, label: 'What is your highest level of education?', required: true, kind: 'select', values: [[55003131, 'High School'], [55003132, 'Diploma'], [55003133, "Bachelor's Degree"], [55003134, "Master's Degree"], [55003135, 'Doctorate']] },
      { qid: 55003014, label: 'I certify that the information provided in this application is true and complete to the best of my knowledge.', required: true, kind: 'checkbox' },
    ],
    demographic: {
      header: 'Tealorbit Diversity Survey',
      description: '<p>Tealorbit is an equal opportunity employer. Answering these questions is voluntary and will not affect your application.</p>',
      questions: [
        { id: 7701, label: 'What is your gender identity?', required: false, type: 'multi_value_single_select', answer_options: [[77011, 'Man'], [77012, 'Woman'], [77013, 'Non-binary'], [77014, 'I prefer not to answer']] },
        { id: 7702, label: 'Do you identify as a person with a disability?', required: false, type: 'multi_value_single_select', answer_options: [[77021, 'Yes'], [77022, 'No'], [77023, 'I prefer not to answer']] },
      ],
    },
  },
};

// ---------------------------------------------------------------- Lever
const LEVER_CARD_1 = '8c1d6a8e-2f4b-4d1a-9e3c-7b5a0f2d4c61';
const LEVER_CARD_2 = '3b7e9f1a-6c2d-4e8b-a1f5-0d9c8e7b6a52';
export const LEVER_JOBS = {
  'pinecrest-labs/5f3c1a2e-8b7d-4e21-9c0a-1d2e3f4a5b61': {
    company: 'pinecrest-labs', companyName: 'Pinecrest Labs', id: '5f3c1a2e-8b7d-4e21-9c0a-1d2e3f4a5b61', li: '4482300206',
    title: 'Software Engineer – Platform', location: 'Bengaluru', team: 'Engineering – Platform', commitment: 'Full-time', workplaceType: 'hybrid',
    description: 'Pinecrest Labs builds inventory software for pharmacies. The Platform team owns the Python services, the React admin app and the AWS accounts they run in.',
    lists: [['What you will do', ['Build Python and React features end to end', 'Own services in production on AWS', 'Improve our SQL reporting pipeline']], ['What we look for', ['3+ years of professional software engineering', 'Python and JavaScript', 'Clear written communication']]],
    parse: true, eeo: true, marketingConsent: true, captcha: 'invisible',
    cards: [{ id: LEVER_CARD_1, text: 'Additional questions', fields: [
      { type: 'text', text: 'How many years of experience do you have with Python?', required: true },
      { type: 'multiple-choice', text: 'Are you legally authorized to work in India?', required: true, options: ['Yes', 'No'] },
      { type: 'multiple-choice', text: 'Will you now or in the future require visa sponsorship to work in India?', required: true, options: ['Yes', 'No'] },
      { type: 'text', text: 'What is your notice period (in days)?', required: true },
      { type: 'dropdown', text: 'Highest level of education completed', required: true, options: ['High School', "Associate's Degree", "Bachelor's Degree", "Master's Degree", 'Doctorate'] },
      { type: 'multiple-select', text: 'Which of these do you have professional experience with?', required: false, options: ['Python', 'Go', 'React', 'AWS', 'Kubernetes', 'Rust'] },
      { type: 'text', text: 'Expected CTC (in lakhs per annum)', required: true },
    ] }],
  },
  'pinecrest-labs/a7e4c2d9-3f61-4b8a-b5d0-6c9e8f7a2b13': {
    company: 'pinecrest-labs', companyName: 'Pinecrest Labs', id: 'a7e4c2d9-3f61-4b8a-b5d0-6c9e8f7a2b13', li: '4482300207',
    title: 'Senior Software Engineer, Payments', location: 'Mumbai', team: 'Engineering – Payments', commitment: 'Full-time', workplaceType: 'onsite',
    description: 'The Payments team at Pinecrest Labs connects pharmacies to UPI and card networks. You will build reliable Python services and the React screens that go with them.',
    lists: [['What we look for', ['5 years building web products', 'Python, SQL', 'Payments experience is a plus']]],
    parse: false, eeo: false, marketingConsent: false, captcha: 'visible',
    cards: [{ id: LEVER_CARD_2, text: 'Questions', fields: [
      { type: 'text', text: 'How many years of experience do you have with SQL?', required: true },
      { type: 'multiple-choice', text: 'Are you willing to relocate to Mumbai?', required: true, options: ['Yes', 'No'] },
    ] }],
  },
};
export const LEVER_CLOSED = { 'quarryline/0b9d2f1e-6a4c-4e3b-8f7a-2c5d9e1b3a40': { company: 'quarryline', id: '0b9d2f1e-6a4c-4e3b-8f7a-2c5d9e1b3a40', li: '4482300208', title: 'Software Engineer I' } };

// ---------------------------------------------------------------- Ashby
const EEOC_SURVEY = [
  { path: '_systemfield_eeoc_gender', title: 'Gender', type: 'ValueSelect', options: ['Male', 'Female', 'Decline to self-identify'] },
  { path: '_systemfield_eeoc_race', title: 'Race', type: 'ValueSelect', options: ['Asian', 'Black or African American', 'Hispanic or Latino', 'White', 'Native Hawaiian or Other Pacific Islander', 'American Indian or Alaska Native', 'Two or More Races', 'Decline to self-identify'] },
  { path: '_systemfield_eeoc_veteran_status', title: 'Veteran Status', type: 'ValueSelect', options: ['I am a veteran', 'I am not a veteran', 'Decline to self-identify'] },
  { path: '_systemfield_eeoc_disability_status', title: 'Disability Status', type: 'ValueSelect', options: ['Yes, I have a disability (or previously had a disability)', 'No, I do not have a disability', 'I do not want to answer'] },
];

export const ASHBY_JOBS = {
  'lumenvault/3f8e2b1c-9d4a-4c6e-a2f7-5b1d8e9c0a34': {
    org: 'lumenvault', orgName: 'Lumenvault', id: '3f8e2b1c-9d4a-4c6e-a2f7-5b1d8e9c0a34', li: '4482300209',
    title: 'Software Engineer, Product', department: 'Engineering', team: 'Product Engineering', location: 'Hyderabad, Telangana, India', workplaceType: 'Hybrid', employmentType: 'FullTime',
    compensation: { min: 2400000, max: 3400000, currency: 'INR' },
    description: ['Lumenvault builds document storage for hospitals. Product engineers here work across the stack: React in the browser, Python behind it, Postgres underneath.', 'You will ship features weekly and talk to the clinicians who use them.'],
    autofill: true, confirm: 'page', survey: true,
    entries: [
      { path: '_systemfield_name', title: 'Legal Name', type: 'String', required: true },
      { path: '6b1f0c2a-5d7e-4a93-8c4b-1e2f3a4b5c01', title: 'Preferred First Name', type: 'String', required: false, description: 'If different from your legal first name.' },
      { path: '_systemfield_email', title: 'Email', type: 'Email', required: true },
      { path: '6b1f0c2a-5d7e-4a93-8c4b-1e2f3a4b5c02', title: 'Phone', type: 'Phone', required: true, sms: true },
      { path: '_systemfield_resume', title: 'Resume', type: 'File', required: true },
      { path: '_systemfield_location', title: 'Current Location', type: 'Location', required: true },
      { path: '6b1f0c2a-5d7e-4a93-8c4b-1e2f3a4b5c03', title: 'LinkedIn Profile', type: 'String', required: false },
      { path: '6b1f0c2a-5d7e-4a93-8c4b-1e2f3a4b5c04', title: 'Are you legally authorized to work in India?', type: 'Boolean', required: true },
      { path: '6b1f0c2a-5d7e-4a93-8c4b-1e2f3a4b5c05', title: 'Are you willing to relocate to Hyderabad?', type: 'Boolean', required: true },
      { path: '6b1f0c2a-5d7e-4a93-8c4b-1e2f3a4b5c06', title: 'Are you currently serving, or will you need to serve, a notice period with your current employer?', type: 'Boolean', required: true },
      { path: '6b1f0c2a-5d7e-4a93-8c4b-1e2f3a4b5c07', title: 'How long is your notice period (in days)?', type: 'Number', required: true, showWhen: ['6b1f0c2a-5d7e-4a93-8c4b-1e2f3a4b5c06', true] },
      { path: '6b1f0c2a-5d7e-4a93-8c4b-1e2f3a4b5c08', title: 'Highest degree earned', type: 'ValueSelect', required: true, options: ['High school', "Bachelor's Degree", "Master's Degree", 'PhD'] },
      { path: '6b1f0c2a-5d7e-4a93-8c4b-1e2f3a4b5c09', title: 'Total years of professional experience', type: 'ValueSelect', required: true, options: ['Less than 1 year', '1–2 years', '3–4 years', '5–7 years', '8–10 years', 'More than 10 years'] },
      { path: '6b1f0c2a-5d7e-4a93-8c4b-1e2f3a4b5c10', title: 'Which languages do you speak?', type: 'MultiValueSelect', required: false, options: ['English', 'Hindi', 'Kannada', 'Marathi', 'Tamil', 'Telugu'] },
      { path: '6b1f0c2a-5d7e-4a93-8c4b-1e2f3a4b5c11', title: 'Expected CTC (INR, lakhs per annum)', type: 'String', required: true },
      { path: '_systemfield_data_consent_ack', title: '', type: 'Boolean', required: false, checkbox: true, descriptionHtml: '<p>I agree to Lumenvault keeping my application data for 24 months so that I can be considered for future roles, as described in the <a href="#">Candidate Privacy Notice</a>.</p>' },
    ],
  },
  'lumenvault/7c2a9e4f-1b3d-4f8a-9e6c-0d5b2a8f4c17': {
    org: 'lumenvault', orgName: 'Lumenvault', id: '7c2a9e4f-1b3d-4f8a-9e6c-0d5b2a8f4c17', li: '4482300210',
    title: 'Software Engineer, Data Platform', department: 'Engineering', team: 'Data', location: 'Bengaluru, Karnataka, India', workplaceType: 'Hybrid', employmentType: 'FullTime',
    compensation: { min: 2200000, max: 3000000, currency: 'INR' },
    description: ['The Data Platform team keeps Lumenvault\'s warehouse and pipelines running. You will write Python and SQL and run things on AWS.'],
    autofill: false, confirm: 'toast', survey: false,
    entries: [
      { path: '_systemfield_name', title: 'Full Name', type: 'String', required: true },
      { path: '_systemfield_email', title: 'Email', type: 'Email', required: true },
      { path: '9d4e2a1b-7c3f-4b8e-a6d5-2f1e0c9b8a01', title: 'Phone number', type: 'Phone', required: true },
      { path: '_systemfield_resume', title: 'Resume', type: 'File', required: true },
      { path: '_systemfield_location', title: 'Location', type: 'Location', required: true },
      { path: '9d4e2a1b-7c3f-4b8e-a6d5-2f1e0c9b8a02', title: 'Are you legally authorized to work in India?', type: 'Boolean', required: true },
      { path: '9d4e2a1b-7c3f-4b8e-a6d5-2f1e0c9b8a03', title: 'How many years of experience do you have with SQL?', type: 'Number', required: true },
      { path: '9d4e2a1b-7c3f-4b8e-a6d5-2f1e0c9b8a04', title: 'How many years of experience do you have with AWS?', type: 'Number', required: true },
    ],
  },
  'driftwell/1e5b7d3a-4c9f-4a2e-8d6b-9f0c3e7a5b28': {
    org: 'driftwell', orgName: 'Driftwell', id: '1e5b7d3a-4c9f-4a2e-8d6b-9f0c3e7a5b28', li: '4482300211',
    title: 'Software Engineer, Growth', department: 'Engineering', team: 'Growth', location: 'Gurugram, Haryana, India', workplaceType: 'OnSite', employmentType: 'FullTime',
    compensation: { min: 2000000, max: 2800000, currency: 'INR' },
    description: ['Driftwell runs a travel-booking marketplace. The Growth team builds the experiments behind sign-up and checkout in React and Python.'],
    autofill: false, confirm: 'page', survey: false,
    entries: [
      { path: '_systemfield_name', title: 'Full Name', type: 'String', required: true },
      { path: '_systemfield_email', title: 'Email', type: 'Email', required: true },
      { path: 'c4a8e1f2-3b5d-4c7e-9a1b-6d2e8f0a4c01', title: 'Phone', type: 'Phone', required: true },
      { path: '_systemfield_resume', title: 'Resume', type: 'File', required: true },
      { path: 'c4a8e1f2-3b5d-4c7e-9a1b-6d2e8f0a4c02', title: 'How many years of experience do you have with React?', type: 'Number', required: true },
      { path: 'c4a8e1f2-3b5d-4c7e-9a1b-6d2e8f0a4c03', title: 'Do you consent to Driftwell running a background check if you receive an offer?', type: 'Boolean', required: true },
      { path: '_systemfield_data_consent_ack', title: '', type: 'Boolean', required: true, checkbox: true, descriptionHtml: '<p>I have read and agree to Driftwell\'s <a href="#">Candidate Privacy Notice</a> and consent to Driftwell processing and retaining my personal data for recruitment purposes.</p>' },
    ],
  },
};
for (const j of Object.values(ASHBY_JOBS)) j.surveyEntries = j.survey ? EEOC_SURVEY : [];

export const ASHBY_CLOSED = {};

// ---------------------------------------------------------------- Workday (unsupported, exists only)
export const WORKDAY = {
  host: 'northgate.wd5.myworkdayjobs.com', li: '4482300212',
  path: '/en-US/NorthgateCareers/job/Bengaluru-India/Software-Engineer-II_R-24117',
  title: 'Software Engineer II', company: 'Northgate Systems', location: 'Bengaluru, India', req: 'R-24117',
};

export const CAREERS_HOST = 'careers.meridianfold.com';

export const HOSTS = [
  'job-boards.greenhouse.io', 'boards.greenhouse.io', 'boards-api.greenhouse.io',
  'jobs.lever.co', 'api.lever.co', 'jobs.ashbyhq.com', 'api.ashbyhq.com',
  CAREERS_HOST, WORKDAY.host,
];

// LinkedIn job id -> landing address (as LinkedIn's off-site Apply would open it)
export const APPLY_URLS = {
  '4482300201': 'https://job-boards.greenhouse.io/cobaltmint/jobs/4100201?gh_src=7f3a9c2e1us&utm_source=linkedin',
  '4482300202': 'https://boards.greenhouse.io/tealorbit/jobs/5500301?gh_src=b41d2e8a1&utm_source=linkedin',
  '4482300203': 'https://careers.meridianfold.com/careers/?gh_jid=4100555&gh_src=c92e11f01&utm_source=linkedin',
  '4482300204': 'https://job-boards.greenhouse.io/cobaltmint/jobs/4100207?gh_src=7f3a9c2e1us&utm_source=linkedin',
  '4482300205': 'https://job-boards.greenhouse.io/cobaltmint/jobs/4100299?gh_src=7f3a9c2e1us&utm_source=linkedin',
  '4482300206': 'https://jobs.lever.co/pinecrest-labs/5f3c1a2e-8b7d-4e21-9c0a-1d2e3f4a5b61?lever-origin=applied&lever-source%5B%5D=LinkedIn',
  '4482300207': 'https://jobs.lever.co/pinecrest-labs/a7e4c2d9-3f61-4b8a-b5d0-6c9e8f7a2b13?lever-origin=applied&lever-source%5B%5D=LinkedIn',
  '4482300208': 'https://jobs.lever.co/quarryline/0b9d2f1e-6a4c-4e3b-8f7a-2c5d9e1b3a40?lever-origin=applied&lever-source%5B%5D=LinkedIn',
  '4482300209': 'https://jobs.ashbyhq.com/lumenvault/3f8e2b1c-9d4a-4c6e-a2f7-5b1d8e9c0a34?utm_source=LinkedIn',
  '4482300210': 'https://jobs.ashbyhq.com/lumenvault/7c2a9e4f-1b3d-4f8a-9e6c-0d5b2a8f4c17/application?utm_source=LinkedIn',
  '4482300211': 'https://jobs.ashbyhq.com/driftwell/1e5b7d3a-4c9f-4a2e-8d6b-9f0c3e7a5b28?utm_source=LinkedIn',
  '4482300212': 'https://northgate.wd5.myworkdayjobs.com/en-US/NorthgateCareers/job/Bengaluru-India/Software-Engineer-II_R-24117?source=LinkedIn',
};
