import { applicationsFor, TAILORED_APPLICATION_CREDIT_COST } from './credit-costs';
import { APPLICATION_CREDIT_COST, CUSTOMIZE_CREDIT_COST } from './limits';

/** User-facing messages written in the specification documents; the UI and API show these exact texts. */
export const MESSAGES = {
  // Accounts (first document, sections 4, 5, 8; foundation issue)
  unexpectedError: 'An unexpected error occurred.',
  registrationSuccessful: 'Registration successful! Please log in.',
  /** After the specification's sentence, where the verification mail went (decision 043). */
  registrationCheckMail: (email: string) =>
    `We sent a verification link to ${email}. Open it to confirm your address; you can log in before you do.`,
  invalidEmailPrompt: 'Please enter a valid email address.',
  forgotPasswordSent: 'If an account exists, instructions were sent.',
  emailTaken: 'An account with this email already exists.',
  invalidCredentials: 'Invalid email or password.',
  notAuthenticated: 'You are not logged in.',
  resetTokenInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  passwordResetDone: 'Your password has been reset. Please log in.',
  originRefused: 'This request came from another site and was refused.',
  bodyTooLarge: 'The request is too large.',
  malformedJson: 'The request body is not valid JSON.',
  notFound: 'Not found.',
  serverBusy: 'The server is busy. Please try again in a few seconds.',
  googleNotConfigured: 'Google sign-in is not available.',
  googleTokenInvalid: 'Google sign-in failed. Please try again.',
  googleEmailUnverified: 'Your Google email address is not verified.',
  // Email verification (hardening issue; not in the specification)
  verifyEmailBanner: (email: string) => `Please verify your email address. We sent a link to ${email}.`,
  resendVerificationLink: 'Resend link',
  verificationSent: (email: string) => `We sent a new link to ${email}.`,
  verifyingEmail: 'Verifying your email...',
  emailVerified: 'Your email address is verified.',
  emailAlreadyVerified: 'Your email address is already verified.',
  verificationTokenInvalid:
    'This verification link is invalid, has expired or was already used. Log in and choose "Resend link" for a new one.',
  processing: 'Processing...',
  loading: 'Loading...',
  // The engine meets a page whose shape it does not know (issue 27; not in the specification)
  pageNotUnderstood: 'LinkedIn showed a page ApplyPilot does not understand yet',
  // Company sites (issue 30; not in the specification)
  companySiteNotSupported: 'Company site not supported yet',
  postingClosed: 'Closed',
  submittedNotConfirmed: 'Submitted, not confirmed',
  humanCheckHandOff: (site: string) =>
    `${site} asks you to confirm you're human: finish it in the Chrome window`,
  pagesNotUnderstoodStop:
    'LinkedIn showed a page ApplyPilot does not understand yet, three jobs in a row: the run stopped. Nothing was sent for them and no credit was spent.',
  initializingSession: 'Initializing Session...',
  // Decision 049: the signed-in person's browser data opens with their key from the API.
  userDataUnlocking: 'Opening your saved setup...',
  userDataLocked: 'Your saved setup is not open on this page. Reload the page and try again.',
  userDataUnlockFailed: (reason: string) => `Your saved setup could not be opened: ${reason}`,
  userDataRetry: 'Try again',
  useAuthOutsideProvider: 'useAuth must be used within an AuthProvider',
  routerError: 'Unexpected Application Error!',
  chunkLoadFailed: 'Loading chunk failed',
  // Purchase
  payNow: (price: number) => `Pay ₹${price.toLocaleString('en-IN')} Now`,
  /** Beyond the specification: the checkout widget's script did not load, so no order was made. */
  checkoutUnavailable: 'The payment window could not be loaded. No charge was made.',
  /** Beyond the specification: a failed attempt whose widget gave no description. */
  paymentAttemptFailed: 'The payment did not go through.',
  loadingPlan: 'Loading plan details...',
  selectPlanAndLogin: 'Please select a plan and ensure you are logged in.',
  orderCreationFailed: 'Order creation failed.',
  paymentFailed: (message: string) => `Payment failed: ${message}`,
  paymentVerificationFailedFallback: 'Payment verification failed.',
  paymentVerificationFailed: (message: string) => `Payment verification failed: ${message}`,
  paymentCancelled: 'Payment was cancelled. No charge was made.',
  paymentSuccessful: 'Payment successful! Credits added to your account.',
  loginRequired: 'Login required',
  // Payments (credits issue, parts 1-5): server answers the purchase page shows after "Payment failed: " or
  // "Payment verification failed: ".
  unknownPlan: 'This plan does not exist. Please choose a plan on the pricing page.',
  paymentEmailMismatch: 'This purchase must be made with the email address you are logged in with.',
  paymentsUnavailable: 'Payments are not available on this server right now. No charge was made.',
  paymentServiceNotResponding:
    'The payment service is not responding. Please try again in a few minutes. No charge was made.',
  paymentServiceRefused:
    'The payment service could not create the order. Please try again later. No charge was made.',
  paymentOrderNotFound: 'This order was not found for your account.',
  paymentSignatureInvalid: 'The payment could not be verified. No credits were added.',
  paymentAmountMismatch: 'The payment does not match the order. No credits were added.',
  paymentPending: 'Your payment is being confirmed. Credits will be added shortly.',
  paymentDeclined: 'Your payment did not go through. No credits were added.',
  paymentConfirmationDelayed:
    'We could not confirm your payment with the payment service yet. If you paid, your credits will be added automatically within a few minutes.',
  paymentAlreadyPaid: 'This order has already been paid.',
  webhookSignatureInvalid: 'Invalid webhook signature.',
  // Contact
  fillAllFields: 'Please fill out all fields.',
  // Setup (second document, sections 2.1 and 5)
  processingResume: 'Processing resume...',
  resumeProcessed: (file: string) => `Resume "${file}" processed.`,
  resumeProcessedSuccessfully: (file: string) => `Resume "${file}" processed successfully.`,
  resumeProcessingError: (message: string) => `Error processing resume: ${message}`,
  invalidPdf: 'Invalid file. Please upload a PDF.',
  saving: 'Saving...',
  settingsSaved: 'Settings saved successfully!',
  uploadResumeFirst: 'Failed to save: Please upload a resume first.',
  // Launch checks, in order
  extensionNotConnected: 'Extension not connected. Please install/enable it and refresh.',
  /**
   * Decision 050: a tailoring is refused unless the balance also pays for the application it is for, so the check
   * names the whole price (section 5's "at least 5 credits" left a 5-credit account with a tailoring and no
   * application).
   */
  notEnoughCreditsToCustomize: (credits: number) =>
    `An application with an AI-tailored resume needs ${TAILORED_APPLICATION_CREDIT_COST} credits: ${CUSTOMIZE_CREDIT_COST} for the tailoring and ${APPLICATION_CREDIT_COST} for the application. You have ${credits}. Buy more credits, or switch off AI tailoring to apply with your resume as it is.`,
  /** The Start dialog's confirm (section 5), with the price per application and what the balance pays for. */
  confirmCustomize: (credits: number) =>
    `With AI tailoring, each application uses ${TAILORED_APPLICATION_CREDIT_COST} credits instead of ${APPLICATION_CREDIT_COST}: ${CUSTOMIZE_CREDIT_COST} for the tailoring (given back if it fails) and ${APPLICATION_CREDIT_COST} for the application. A tailored job that then waits for your answer has used its ${CUSTOMIZE_CREDIT_COST} tailoring credits. Your ${credits} credits pay for up to ${applicationsFor(credits).tailored} tailored application${applicationsFor(credits).tailored === 1 ? '' : 's'}. Do you want to proceed?`,
  noCredits: 'No job credits remaining. Please upgrade your plan.',
  dailyLimitReached: 'Daily limit of 40 applications reached.',
  /** Beyond the specification (limits decision): the server's 30-day cap. */
  monthlyLimitReached: 'Monthly limit of 1000 applications reached.',
  /** Beyond the specification (hardening issue): free credits are spent only from a verified address. */
  emailNotVerified: 'Please verify your email address first. We sent you a link when you signed up.',
  alreadyApplied: 'You have already applied to this job.',
  applicationNotFound: 'This application was not found.',
  // Issue 30 (decision 055): an application submitted on a company site whose confirmation never came.
  /** Reserve of a job whose company-site submission waits for the user's answer in the history. */
  applicationAwaitsAnswer:
    'This job was submitted on its company site and is waiting for you to say whether it arrived: answer in your history.',
  /** "It arrived" with no credit to pay for it. */
  arrivedNeedsCredit:
    'You have no credits left to pay for this application. Buy credits, then press "It arrived" again.',
  /** "It arrived" on an application the user already said did not arrive (or the agent cancelled). */
  arrivedAfterNotArrived: 'You said this application did not arrive, so it was closed without a charge.',
  /** "It did not arrive" on an application already recorded as sent. */
  notArrivedAfterSent: 'This application is already recorded as sent and its credit was charged.',
  /** The answer routes on an application that never waited for one. */
  notUnconfirmed: 'This application is not waiting for your answer.',
  /** Beyond the specification (automation issue): the agent's bearer token is expired, revoked, unknown or malformed. */
  agentTokenExpired: "The agent's sign-in has expired. Start the automation again from the dashboard.",
  needsAnswerNotFound: 'This question was not found.',
  /**
   * Issue 20: what a stop does. The agent discards the form in flight (nothing half-sent, its credit given back), so
   * the dashboard, the popup and the agent's log say that, not "after this job".
   */
  runStopping: 'Stopping: the job in progress will not be submitted',
  /** GET /downloads/ApplyPilot-agent.zip before the root build wrote it. */
  downloadNotBuilt: 'The download is not built yet. Run npm run build.',
  downloadPlatformUnknown:
    'Unknown platform: ask for windows-x64, macos-arm64, macos-x64 or linux-x64 (or leave first out).',
  setupIncomplete: "Setup is incomplete. Please go to 'Assistant Setup'.",
  essentialSetupMissing: 'Essential setup data is missing (Resume or Job Title).',
  launchError: (message: string) => `An error occurred: ${message}`,
  launchLabels: {
    noCredits: 'No Credits Remaining',
    dailyLimit: 'Daily Limit Reached',
    processing: 'Processing...',
    start: 'Start Automation',
  },
  // Statistics
  loadingStatistics: 'Loading Statistics...',
  noApplications: 'No job applications yet.',
  showLess: 'Show Less',
  viewAll: (n: number) => `View All Applications (${n})`,
  noAppliedToday: "You haven't applied to any jobs today. Launch the assistant to get started!",
  /** Section 9's other recommendations: the specification gives their subject and figure, not their words. */
  recommendations: {
    approachingDaily: (used: number, limit: number) =>
      `Approaching daily limit: ${used}/${limit} applications used in the last 24 hours.`,
    /** At the limit (decision 050): "approaching" is no longer true. */
    dailyLimitReached: (used: number, limit: number) =>
      `Daily limit reached: ${used}/${limit} applications used in the last 24 hours. The assistant applies again as they pass the 24-hour mark.`,
    approachingMonthly: (remaining: number) =>
      `Approaching monthly limit: ${remaining} applications remaining in this 30-day window.`,
    monthlyLimitReached: (limit: number) =>
      `Monthly limit reached: ${limit} applications used in the last 30 days. The assistant applies again as they pass the 30-day mark.`,
    upgrade: (available: number) =>
      `${available === 0 ? 'No credits' : `Only ${available} credit${available === 1 ? '' : 's'}`} left. Upgrade to Premium to keep applying.`,
    momentum: (today: number) =>
      `Keep up the momentum! You've applied to ${today} job${today === 1 ? '' : 's'} today.`,
    firstSteps: 'Apply to some jobs first: your statistics and insights will appear here.',
  },
  noRecommendations: 'Nothing to suggest right now. Keep going!',
  statsUnavailable: 'Statistics could not be loaded. They will refresh automatically.',
  noChartData: 'No applications to chart yet.',
  noComparison: 'no data',
  notAvailable: 'N/A',
  jobLink: 'Job Link',
  untitledApplication: 'Untitled Application',
  // Resume builder
  resumePreviewEmpty: 'Your resume preview will appear here.',
  sectionExists: 'Section with this name already exists.',
  confirmNewResume:
    'Are you sure? This will clear the current resume form and all your changes will be lost.',
  resumeSetActive: 'Resume saved and set as active for the ApplyPilot!',
  defaultResumeTitle: 'Untitled Resume',
  demoResumeTitle: 'Demo Resume',
  // Interview assistant
  interviewWelcomeTitle: 'Interview Assistant',
  interviewWelcomeText: "Press 'Mic' to record your answer, or 'Connect Tab' to analyze screen content.",
  interviewConfigRequired:
    'Configuration is required. Please set up your API Key and CV in the Interview Settings page.',
  /**
   * Decision 050: the settings save without a resume (section 5 refused them with 'Please upload a resume before
   * saving.', and a key typed first was lost); the assistant still starts only with both (section 4), and says so.
   */
  settingsSavedIncomplete: (missing: 'key' | 'resume' | 'both') =>
    missing === 'resume'
      ? 'Settings saved. Add your resume (PDF) under Your Persona too: the assistant answers from it, and starts once your key and your resume are saved.'
      : missing === 'key'
        ? 'Settings saved. The assistant starts once your API key is saved here too.'
        : 'Settings saved. The assistant starts once your API key and your resume are saved here.',
  settingsStorageFailed: 'Failed to save settings to local storage.',
  confirmResetTeleprompter: 'Reset teleprompter position and size to default?',
  confirmRestoreInstructions: 'Restore default AI instructions?',
  transcribing: 'Transcribing...',
  thinking: 'Assistant is thinking...',
  connectingTab: 'Connecting to tab...',
  connectedTab: 'Connected to tab. Ready.',
  connectionFailed: 'Connection failed.',
  noVideoFound: 'No video found. Could not connect.',
  unknownRecordingSource: 'Unknown recording source.',
  tabAudioUnavailable: 'Tab audio not connected or available.',
  noAudioRecorded: 'No audio was recorded.',
  noSpeechDetected: 'No speech detected.',
  noTranscription: 'No transcription received from Gemini.',
  alreadyRecording: 'Already recording.',
  // Server AI (issue [8]): the issue's own words where it gives them, ours elsewhere (decision 026)
  aiNotConfigured: 'AI is not configured on this server.',
  aiModelRetired: (model: string) =>
    `The AI model ${model} is no longer available. The server's AI model needs updating; your credits were returned.`,
  aiQuotaExceeded:
    'The AI service is over its quota right now. Please try again later; your credits were returned.',
  aiTimedOut: 'The AI service took too long to answer. Your credits were returned.',
  aiUnfaithful: (why: string) =>
    `The tailored resume was rejected because it ${why}. Your credits were returned.`,
  aiBadOutput: 'The AI service returned an answer we could not read. Your credits were returned.',
  aiUnavailable: 'The AI service could not be reached. Your credits were returned.',
  // Interview assistant, beyond the specification (issue [9])
  interviewModelRetired: (model: string) =>
    `The model ${model} is no longer available (404). Pick another model in Interview Settings.`,
  interviewQuotaExceeded:
    'Your Gemini API key is over its quota (429). Wait a minute, or check your plan and billing in Google AI Studio.',
  interviewSpendingCapReached: (cap: string) =>
    `Spending cap of $${cap} reached for this session. Raise it in Interview Settings to continue.`,
  // Interview assistant page: section 8's texts and the words the specification does not give (decision 030)
  interviewReady: 'Ready',
  // Section 4: without a key and a resume the status line says where to fix it.
  interviewConfigNeeded: 'Configuration needed: save your API key and resume in Interview Settings.',
  recordingMic: 'Recording from your microphone... Press Stop or Space when done.',
  recordingTab: 'Recording tab audio... Press Stop or Space when done.',
  answering: 'Assistant is answering...',
  analyzingScreen: 'Analyzing screen...',
  interviewError: (message: string) => `Error: ${message}`,
  apiError: (status: number) => `API Error: ${status}`,
  geminiUnreachable: 'Could not reach Gemini. Check your connection and try again.',
  connectionFailedWith: (error: string) => `Connection failed: ${error}`,
  tabDisconnected: 'Tab sharing ended.',
  screenAnalysisFailed: (message: string) => `Screen analysis failed: ${message}`,
  videoStreamNotAvailable: 'Video stream not available.',
  noVideoTrack: 'No video track found.',
  videoDimensionsNotAvailable: 'Video dimensions not available.',
  videoLoadError: 'Error loading video for screenshot.',
  recordingFailed: (message: string) => `Recording failed: ${message}`,
  microphoneUnavailable: (message: string) => `Could not use the microphone: ${message}`,
  liveConnecting: 'Live: connecting... You can start speaking.',
  liveListening: 'Live: listening. The answer starts when the question ends.',
  liveFallback: 'Live transcription dropped: listening with recorded clips instead.',
  practicePlaying: 'Playing the practice question...',
  // Interview settings, words the specification does not give (decision 029)
  teleprompterReset:
    'Teleprompter position and size reset to default. This applies the next time you open the teleprompter.',
  readingPersona: 'Reading your resume...',
  personaUnreadable: 'This PDF could not be read. Please try another file.',
  personaNoText:
    'No text was found in this PDF (it may be a scanned image). Please upload a PDF with selectable text.',
  spendingCapInvalid: 'Enter a spending cap from 0 to 100 USD (0 means no cap).',
  fixSettingsBeforeSaving: 'Please fix the highlighted setting before saving.',
} as const;

/** Rate-limit message with the time the caller may retry. */
export function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
