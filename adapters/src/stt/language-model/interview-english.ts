/**
 * How candidates talk in a spoken interview, whatever the job: openings, experience, examples told
 * as situation-task-action-result, numbers and dates, teamwork, motivation, hesitations. Mixed into
 * every job's language model beside the job's own words (job-model.ts), so the recogniser expects
 * interview English more than broadcast news. Written for Sauti; no candidate's answer is in it.
 */
const PHRASES = `
thank you for the question
that is a good question
let me think about that for a moment
let me give you an example
for example in my last job
in my previous role i was responsible for
in my current job i am responsible for
i have worked as a
i worked as a
i have been working in this field for
i have about five years of experience in
i have more than ten years of experience
i have two years of experience working with customers
i started my career as
after that i moved to
i was promoted to supervisor after
i was in charge of a team of
i managed a team of twelve people
i reported to the manager
i report directly to the operations manager
i was part of a small team
we were a team of eight
my main duties were
my main responsibility was to make sure that
my role was to check that
one of my tasks was to
every morning i would
every day i had to
at the end of every shift
at the end of the month
once a week we had a meeting
the situation was that
the problem was that
what happened was
there was a time when
one time a customer came to me
a customer complained that
the customer was very angry because
i listened to the customer
i listened carefully and asked questions
i apologised and explained what we would do
i explained the situation to my supervisor
i told my manager what had happened
i asked my colleague to help me
i called the supplier
i sent an email to the client
i checked the records
i checked the system and found that
i found out that the problem was
i realised that we had made a mistake
i took responsibility for the mistake
i corrected the error and reported it
i made a plan and followed it
i divided the work between the team members
we worked together to solve the problem
we solved the problem within two days
as a result we saved time and money
as a result the customer was happy
the result was that sales went up by twenty percent
we reduced the losses by half
we finished the project on time and within budget
we met our target for the quarter
we increased sales from fifty to eighty thousand
the number of complaints went down
since then we have not had the same problem
i learned that communication is very important
i learned a lot from that experience
what i learned from that was
if it happened again i would
next time i would ask for help earlier
i believe that
i think that
i feel that
in my opinion
to be honest
to be honest with you
i am not sure but i think
i would say that
the most important thing is
the first thing i would do is
the second thing is
first of all
secondly
finally
after that
then i would
before that
at the same time
on the other hand
because of that
so what i did was
and then
and also
but i
so i
my strengths are
my greatest strength is that i am
my weakness is that i
i am working on it
i am a hard working person
i am very organised
i pay attention to detail
i work well under pressure
i am good at solving problems
i enjoy working with people
i like to learn new things
i am a fast learner
i am honest and reliable
i always arrive on time
i keep good records
i follow the procedures
i follow the safety rules
safety comes first
health and safety
i wear my protective equipment
i report any danger to my supervisor
i treat everyone with respect
i work well in a team
i can also work on my own
i handle conflict by talking to the people involved
when there is a disagreement i listen to both sides
i stay calm when things go wrong
i manage my time by making a list
i prioritise the most urgent tasks
i use a computer every day
i use microsoft excel and word
i can use spreadsheets
i have a driving licence
i have a certificate in
i studied at the university of
i have a diploma in
i have a degree in
i finished my studies in
i did an internship at
i did a course in
i speak english and swahili
i want to work for your company because
i want to join your company because
i applied for this job because
i am interested in this position because
i would like to grow in this company
your company has a good reputation
i believe i can add value to your team
in five years i see myself
i would like to become a manager
i am ready to start immediately
i can start next month
thank you for the opportunity
thank you very much
yes
no
okay
of course
exactly
right
um
uh
i mean
you know
like i said
as i said
what i mean is
let me explain
i will explain
that is all
that is my answer
`;

const MONTHS = 'january february march april may june july august september october november december'.split(
  ' ',
);
const DAYS = 'monday tuesday wednesday thursday friday saturday sunday'.split(' ');
const COUNTS =
  'one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty sixty seventy eighty ninety hundred'.split(
    ' ',
  );
const UNITS = [
  'years',
  'months',
  'weeks',
  'days',
  'hours',
  'minutes',
  'people',
  'customers',
  'staff',
  'percent',
  'thousand',
  'million',
  'shillings',
  'naira',
  'rand',
  'cedis',
  'dollars',
  'kilometres',
  'kilograms',
  'tonnes',
  'units',
];
const YEARS = [
  'nineteen ninety eight',
  'two thousand',
  'two thousand and five',
  'two thousand five',
  'twenty ten',
  'twenty fifteen',
  'twenty eighteen',
  'twenty nineteen',
  'twenty twenty',
  'twenty twenty one',
  'twenty twenty two',
  'twenty twenty three',
  'twenty twenty four',
  'twenty twenty five',
];

/** Numbers, dates and amounts as candidates say them. */
function numberPhrases(): string[] {
  const phrases: string[] = [];
  for (const count of COUNTS) for (const unit of UNITS) phrases.push(`about ${count} ${unit}`);
  for (const year of YEARS) phrases.push(`in ${year}`, `since ${year}`, `from ${year} to ${YEARS.at(-2)}`);
  for (const month of MONTHS) phrases.push(`in ${month}`, `last ${month}`, `on the first of ${month}`);
  for (const day of DAYS) phrases.push(`on ${day}`, `every ${day}`);
  phrases.push(
    'twenty five thousand shillings',
    'one hundred and fifty',
    'two hundred and fifty thousand',
    'one point five million',
    'ninety five percent',
    'three times a week',
    'twice a day',
    "at eight o'clock in the morning",
    'from seven thirty to five',
    'the first time',
    'the second time',
    'the third quarter',
  );
  return phrases;
}

/** The interview phrases and the number phrases, one sentence each. */
export const INTERVIEW_ENGLISH: readonly string[] = [
  ...PHRASES.split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
  ...numberPhrases(),
];
