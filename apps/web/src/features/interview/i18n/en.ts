import { CANDIDATE_MESSAGES } from '@sauti/core/contract/candidate-intake';
import { CV_MESSAGES } from '@sauti/core/contract/cv-file';
import { CANDIDATE_PAGE_TEXTS, FEEDBACK_MESSAGES } from '@sauti/core/contract/feedback-texts';

/**
 * Every text of the candidate's screens in English, the language the others are translated from
 * (docs/behaviour/interview.md §21). ICU MessageFormat: `{name}` is a placeholder, `{count, plural,
 * one {…} other {…}}` picks the language's plural form. The texts the server also uses come from
 * their one home in core, word for word. glossary.md keeps the translations' terms consistent.
 */
export const en = {
  // The frame of every screen.
  'shell.privacy': 'Privacy Policy',
  'shell.terms': 'Terms',
  'shell.language': 'Language',
  'shell.loadingInterview': 'Loading interview',
  'shell.loading': 'Loading',
  'shell.resuming': 'Resuming your interview',
  'shell.returnHome': 'Return to Home',

  // Errors and toasts (docs/behaviour/interview.md §8).
  'error.cannotStart': 'Cannot Start Interview',
  'error.cannotStartFallback': 'Please check your connection and try again.',
  'error.enrollmentFailedTitle': 'Enrollment Failed',
  'error.enrollmentFailed': 'Failed to submit voice enrollment',
  'error.completeFailed': 'Failed to complete interview',
  'error.responseFailed': 'Failed to submit response',
  'error.answerClosed':
    'This interview no longer takes answers. If you think this is a mistake, write to us at',
  'error.microphone': 'Failed to access microphone. Please check your browser permissions.',
  'error.notFound': 'Interview Not Found',
  'error.notFoundMessage':
    'This interview link is not open. Please check the link you were sent, or ask the company for a new one.',
  'error.invitationNotValid': 'Invitation Not Valid',
  'error.invitationExpired': 'Invitation Expired',
  'error.offlineTitle': 'You are offline',
  'error.offlineMessage':
    'Your interview is saved on this device, but we could not reach the server to continue it. Check your connection and try again.',
  'error.reloadFallback': 'Please check your connection and reload the page.',
  'error.tryAgain': 'Try again',

  // The list of open interviews.
  'list.title': 'Available Interviews',
  'list.loadFailed': 'The interviews could not be loaded. Please check your connection and reload the page.',
  'list.none': 'No Interviews Available',
  'list.noneMessage': 'There are no open interviews right now.',
  'list.questions': '{count, plural, one {# question} other {# questions}}',
  'list.start': 'Start Interview',
  'list.startJob': 'Start Interview: {title}',

  // The instructions and the intake form (docs/behaviour/interview.md §5.3, §5.4).
  'intake.pageTitle': 'Interview: {title}',
  'intake.questionsAndMinutes':
    '{count, plural, one {<b>#</b> question} other {<b>#</b> questions}}, about <b>{minutes, plural, one {# minute} other {# minutes}}</b>',
  'intake.language': 'Language: {language}',
  'intake.answerLimit': 'Up to 90 seconds per answer; you can listen back and re-record before moving on.',
  'intake.dataEstimate':
    'Mobile data: about <b>{megabytes, number, ::.0} MB</b> at most ({count, plural, one {# answer} other {# answers}} of up to 90 s at 24 kbit/s, plus the spoken questions).',
  'intake.pause':
    'You can pause: if you close the page or lose your connection, open the same link on this device to continue.',
  'intake.beforeStart': 'Before you start',
  'intake.beforeStartMessage':
    'Find a quiet place. You need a microphone; any phone or computer will do, no app needed.',
  'intake.form': 'Your details',
  'intake.name': 'Full name',
  'intake.phone': 'Phone number',
  'intake.email': 'Email',
  'intake.cv': 'CV (optional: PDF, DOC or DOCX, under 5MB)',
  'intake.consent': 'I agree to my answers being recorded and scored automatically as described above.',
  'intake.storedAboutYou': 'What is stored about you, and for how long:',
  'intake.privacyNewTab': 'Privacy Policy (opens in a new tab)',
  'intake.start': 'Start Interview',
  'intake.starting': 'Starting…',
  'intake.theCompany': 'the hiring company',
  'intake.cvType': CV_MESSAGES.type,
  'intake.cvSize': CV_MESSAGES.size,
  'intake.error.nameRequired': CANDIDATE_MESSAGES.nameRequired,
  'intake.error.phoneRequired': CANDIDATE_MESSAGES.phoneRequired,
  'intake.error.phoneCharacters': CANDIDATE_MESSAGES.phoneCharacters,
  'intake.error.emailRequired': CANDIDATE_MESSAGES.emailRequired,
  'intake.error.emailInvalid': CANDIDATE_MESSAGES.emailInvalid,
  'intake.error.consentRequired': 'Please agree to the recording and assessment of your answers to continue.',

  // The consent notice (docs/behaviour/interview.md §2.2, §17).
  'consent.title': 'How your answers are used',
  'consent.recorded': 'Your voice answers are recorded and turned into text.',
  'consent.automated': CANDIDATE_PAGE_TEXTS.intakeAutomated,
  'consent.personDecides': CANDIDATE_PAGE_TEXTS.intakePersonDecides,
  'consent.seenBy':
    "Your recordings, transcripts, contact details and CV are seen only by {company}'s hiring team and kept only for this hiring process.",
  'consent.assessmentLink': CANDIDATE_PAGE_TEXTS.assessmentLink,

  // The voice warm-up (docs/behaviour/interview.md §4.3).
  'warmUp.pageTitle': 'Voice warm-up',
  'warmUp.title': 'Practice question: voice warm-up',
  'warmUp.explained':
    'This does not count towards your assessment. It checks that your microphone works and helps us recognise your voice.',
  'warmUp.prompt': 'Please say your full name, and tell us where you are joining from today.',
  'warmUp.howTo':
    'Record for up to {seconds} seconds, then play it back. If you cannot hear yourself clearly, move somewhere quieter or closer to the microphone and record again.',
  'warmUp.continue': 'Continue to the questions',

  // A question.
  'question.progress': 'Question {number} of {count}',
  'question.progressBar': 'Interview progress',
  'question.listenAgain': 'Listen to the question again',
  'question.saved': 'Your answer to this question is saved.',
  'question.submit': 'Submit interview',
  'question.next': 'Next question',
  'question.aim': 'Aim for {recommended} seconds. Recording stops by itself at {limit} seconds.',
  'question.continueAndSubmit': 'Continue and submit',
  'question.continue': 'Continue',

  // The recorder.
  'recorder.recording': 'Recording',
  'recorder.start': 'Start recording',
  'recorder.stop': 'Stop recording',
  'recorder.processingLabel': 'Processing your recording',
  'recorder.processing': 'Processing…',
  'recorder.rerecord': 'Re-record',
  'recorder.saving': 'Saving…',
  'recorder.yourRecording': 'Your recording',
  'recorder.yourRecordingLength': 'Your recording: <b>{length}</b>',
  'recorder.announceProcessing': 'Recording stopped. Processing your answer.',
  'recorder.announceRecorded': 'Answer recorded. You can play it back, re-record or continue.',
  'recorder.announceStart': 'Recording. You have {seconds} seconds.',
  'recorder.announceLeft': '{seconds} seconds left.',

  // The offer to record again (docs/behaviour/interview.md §16).
  'retake.title': 'Your answer is hard to hear',
  'retake.quiet': 'It is very quiet. Hold the phone near your mouth and speak a little louder.',
  'retake.clipped': 'It is too loud, so the sound breaks. Hold the phone a little further from your mouth.',
  'retake.noisy': 'There is a lot of noise. Go to a quiet place if you can, and speak near the phone.',
  'retake.question': 'Do you want to record this answer again?',
  'retake.recordAgain': 'Record again',
  'retake.keep': 'Keep this answer',
  'retake.keepAndSubmit': 'Keep and submit',

  // Answers on their way to the server.
  'uploads.title': 'Your answers',
  'uploads.row': 'Answer {number}: {state}',
  'uploads.saved': 'Saved on this device',
  'uploads.uploading': 'Uploading…',
  'uploads.uploaded': 'Uploaded',
  'uploads.refused': 'Not accepted',
  'uploads.refusedAnswer': 'Answer {number}: {reason}',
  'uploads.recordAgain': 'Record answer {number} again',
  'uploads.read': 'I have read this',

  // Submitting and the end (docs/behaviour/interview.md §4.3, §9).
  'submit.title': 'Submitting your interview',
  'submit.missing': 'Question {number} has no answer yet.',
  'submit.answerMissing': 'Answer question {number}',
  'submit.spinner': 'Submitting',
  'submit.finishing': 'All answers received. Finishing your interview…',
  'submit.uploading':
    'Uploading your answers: {received} of {count} received. Please keep this page open; we keep trying until every answer is in.',
  'submit.retry': 'Retry uploads now',
  'complete.title': 'Interview Complete',
  'complete.thanks': 'Thank you. Your answers for {job} have been submitted.',
  'complete.thanksName': 'Thank you, {name}. Your answers for {job} have been submitted.',
  'complete.feedback': 'You will receive feedback within 24-48 hours.',
  'complete.close': 'You can close this page now.',
  // The identity check (docs/behaviour/interview.md §4.4). The core messages are copied, not
  // imported: importing core's identity check would pull its machine into the first load; a test
  // pins each copy to core's text.
  'identity.pageTitle': 'Identity verification',
  'identity.explained': 'This job asks candidates to confirm who they are before the interview.',
  'identity.loading': 'Loading verification',
  'identity.loadingPhrase': 'Loading verification phrase',
  'identity.stepAllow': 'Allow access to your camera and microphone when your browser asks.',
  'identity.stepFace': 'Face the camera in good light; after a {seconds}-second countdown, recording starts.',
  'identity.stepRead':
    'Read the phrase below aloud, exactly as shown. It takes about 7 seconds; recording stops by itself after {seconds} seconds.',
  'identity.stepAttempts': 'You have {count} attempts.',
  'identity.videoData': 'The video uses about {megabytes, number, ::.0} MB of data at most.',
  'identity.start': 'Start verification',
  'identity.uploadingLabel': 'Uploading',
  'identity.uploading': 'Uploading your video…',
  'identity.checkingLabel': 'Checking',
  'identity.checking': 'Checking your recording. This takes a few seconds…',
  'identity.verifiedLabel': 'Verified',
  'identity.verified': 'Thank you. Continuing to your interview…',
  'identity.camera': 'Your camera',
  'identity.phrase': 'Phrase to read',
  'identity.startingCamera': 'Starting your camera',
  'identity.announceCountdown': 'Get ready. Recording starts in {seconds} seconds.',
  'identity.announceRecording': 'Recording. Read the phrase aloud now.',
  'identity.rec': 'REC',
  'identity.preparing': 'Preparing your recording',
  'identity.attemptsLeft': '{count, plural, one {# attempt left.} other {# attempts left.}}',
  'identity.retake': 'Retake',
  'identity.submit': 'Submit',
  'identity.helpMessage':
    'We could not confirm the phrase after {count} attempts. Our support team can help you finish the verification and continue your interview.',
  'identity.contactSupport': 'Contact Support',
  'identity.photoUploadFailed': 'Your video could not be uploaded, so we will use a photo instead.',
  'identity.photoSlow': 'Your connection is slow, so we will use a photo instead of a video.',
  'identity.photoHow':
    'Face the camera in good light. The hiring team will check the photo, and you can go on with your interview.',
  'identity.photo': 'Your photo',
  'identity.photoPhone': "Or take a photo with your phone's camera",
  'identity.photoCaptureFailed': 'We could not take the photo. Please try again.',
  'identity.photoRetake': 'Retake photo',
  'identity.photoTake': 'Take photo',
  'identity.photoSend': 'Send photo',
  'identity.sending': 'Sending…',
  'identity.loadFailed': 'Failed to load verification requirements. Please try again.',
  'identity.uploadConnection': 'Failed to upload verification. Please check your connection and try again.',
  'identity.noCamera': 'No camera or microphone found',
  'identity.cameraPermission':
    'Camera and microphone access was denied. Please allow access in your browser settings and refresh the page.',
  'identity.recordingFailed': 'Failed to start recording',
  'identity.timedOut': 'Verification check timed out. Please try again.',
  'identity.checkFailed': 'Failed to check verification. Please try again.',
  'identity.uploadFailed': 'Upload failed.',
  'identity.tooLargeHint': 'The recording is too large. Please record a shorter clip.',
  'identity.photoUploadFailedShort': 'Photo upload failed.',
  'identity.helpNeeded': 'Verification Help Needed',
  'identity.veryClose': 'Sounds very close. Double-check each word and read it exactly as shown.',
  'identity.notRecognised':
    "We couldn't recognize the exact phrase. Please retake and read it exactly as shown.",
  // Answering by phone call (docs/behaviour/interview.md §20).
  'phone.heading': 'No data? Answer by phone call',
  'phone.description':
    'Take the same interview on a normal voice call: we ask the questions and record your answers. No internet is needed on your phone.',
  'phone.form': 'Answer by phone call',
  'phone.name': 'Full name',
  'phone.number': 'Phone number to call',
  'phone.callMe': 'Call me',
  'phone.iWillCall': 'I will call',
  'phone.failed': 'We could not set up your phone interview. Please check your number and try again.',
  'phone.calling':
    'We are calling you now. If the call drops, call {number} and enter PIN {pin} to continue.',
  'phone.callIn': 'To take your interview, call {number} and enter PIN {pin}.',
  'phone.texted': 'We also sent the number and PIN to your phone by text message.',
  // "How your interview is assessed", the feedback page and a human review (docs/behaviour/interview.md §17, §18).
  'assess.scoredOn': 'What your answers are scored on',
  'assess.scoredOnText':
    'Your spoken answers are turned into text. A computer scores the text against these parts of the job. The bigger the share, the more that part counts in the overall score.',
  'assess.personDecides': 'A person decides',
  'assess.personDecidesText':
    'The score only helps the hiring team. A person at {company} listens, reads and makes every decision. After your feedback, you can ask for a person to review the decision.',
  'assess.recorded': 'What is recorded',
  'assess.recordedText':
    'Your name, phone number and e-mail address, your CV if you add one, the recording of each answer and its text, how long each answer took, and how many times you left the page during the interview.',
  'assess.kept': 'How long it is kept',
  'assess.keptFor': 'For {retention} after your interview. Then it is deleted.',
  'assess.keptUntil': 'Only for this hiring process, until {company} deletes it.',
  'assess.deleteAnyTime': 'You can ask for your data to be deleted at any time.',
  'assess.whoSees': 'Who sees it',
  'assess.whoSeesText':
    'Only the hiring team of {company}. The computer that scores your answers never sees your name, your contact details or your CV.',
  'assess.theCompany': 'the company',
  'assess.jobAt': '{job} at {company}',
  'feedback.title': CANDIDATE_PAGE_TEXTS.feedbackTitle,
  'feedback.loading': 'Loading your feedback',
  'feedback.question': 'Do you have a question? Write to',
  'feedback.sent': 'sent {date, date, long}',
  'feedback.thanks': 'Thank you for your interview, {name}.',
  'feedback.strengths': CANDIDATE_PAGE_TEXTS.strengthsHeading,
  'feedback.growth': CANDIDATE_PAGE_TEXTS.growthHeading,
  'feedback.score': 'Your overall score: {score} out of 100 ({band})',
  'feedback.linkNotValid': 'Link not valid',
  'feedback.linkExpired': 'Link expired',
  'feedback.notAvailable': 'Feedback not available',
  'feedback.loadFailed':
    'Your feedback could not be loaded. Please check your connection and open the link again.',
  'feedback.linkInvalidMessage': FEEDBACK_MESSAGES.linkInvalid,
  'feedback.linkExpiredMessage': FEEDBACK_MESSAGES.linkExpired,
  'feedback.reviewNeedsFeedback': FEEDBACK_MESSAGES.reviewNeedsFeedback,
  'review.ask': CANDIDATE_PAGE_TEXTS.askReview,
  'review.explained': CANDIDATE_PAGE_TEXTS.reviewExplained,
  'review.sent': CANDIDATE_PAGE_TEXTS.reviewSent,
  'review.askedOn': 'You asked on {date, date, long}.',
  'review.reviewedOn': 'A person reviewed your interview on {date, date, long}.',
  'review.stands': 'After the review, the decision stays the same.',
  'review.changed': 'After the review, the decision was changed.',
  'review.message': 'What should the person know? (you can leave this empty)',
  'review.failed': 'The request could not be sent. Please check your connection and try again.',
  'review.sending': 'Sending…',

  // The voluntary self-identification (docs/behaviour/interview.md §19).
  'selfId.title': 'Optional: help us check that hiring is fair',
  'selfId.intro':
    'These questions are voluntary. Answer any, all or none of them: skipping changes nothing about your application.',
  'selfId.apart':
    'Your answers are kept apart from your interview. The people who review your interview never see them, and they are not used to score you. They are only counted together with other candidates’ answers, to check that the assessment treats every group fairly.',
  'selfId.save': 'Save my answers',
  'selfId.skip': 'Skip these questions',
  'selfId.saved': 'Thank you. Your answers are saved, apart from your interview.',
  'selfId.skipped': 'You skipped these questions. Nothing was saved.',
  'selfId.failed': 'Your answers could not be saved. You can try again, or skip them.',
  'selfId.choose': 'Choose (optional)',
  // Refusals the server writes from core's fixed texts (core/src/use-cases/interview/limits.ts,
  // abuse/abuse-budgets.ts), copied so that the screens can show them translated; a test pins them.
  'server.audioRequired': 'An audio recording is required.',
  'server.audioType': 'The recording must be WebM, Ogg or MP4 audio. Please record your answer again.',
  'server.audioSize': 'The recording is too large (the limit is 15 MB). Please record a shorter answer.',
  'server.storedPerSession':
    'This interview has stored as much as it may. Please contact the company that invited you.',
} as const satisfies Record<string, string>;

/** The name of one candidate-screen text. */
export type MessageKey = keyof typeof en;

/** A language's texts: every key of the English catalogue, no other. */
export type Catalogue = Readonly<Record<MessageKey, string>>;
