/**
 * Scoring guides of the bank's collaboration, professionalism, leadership and technical
 * questions: what a strong spoken answer covers. Keyed by the question's exact text.
 */
export const CONDUCT_GUIDES: Readonly<Record<string, string>> = {
  // collaboration
  'Tell us about a successful team project. What was your role and how did you contribute?':
    'A strong answer describes the project and the team, the candidate\'s own role and contributions (not only "we"), how they worked with others, the result with figures, and what made the team succeed.',
  'Describe a disagreement with a colleague. How did you resolve it?':
    "A strong answer describes the disagreement, how the candidate listened to the colleague's view, found common ground or facts, agreed a way forward, and how the working relationship was afterwards.",
  'Tell us about a time you helped a teammate who was struggling.':
    'A strong answer describes what the teammate struggled with, how the candidate noticed, the practical help they gave without taking over, and how the teammate and the work improved.',
  'Describe a time you worked with someone whose style was very different from yours.':
    'A strong answer describes the two styles, the friction it caused, how the candidate adapted and agreed ways of working, and what they achieved together.',
  'How do you build trust with new colleagues?':
    'A strong answer gives concrete habits (keeping promises, listening, sharing information, helping, admitting mistakes) with an example of building trust with a new colleague.',
  'Tell us about a time a team you were part of was not working well. What did you do?':
    'A strong answer describes the symptoms and causes, what the candidate did (raised it, proposed changes, talked to people), how the team responded, and what improved.',
  'Describe a time you shared credit for a success with others.':
    "A strong answer describes the success, who contributed what, how the candidate made others' contributions visible, and why that mattered to the team.",
  'Tell us about a time you depended on another team to get your work done. How did you make it work?':
    'A strong answer describes the dependency, how the candidate built the relationship, agreed what was needed and when, followed up, handled a delay, and the result.',
  'Describe a time you had to compromise to reach a team decision.':
    'A strong answer describes the decision and the positions, what the candidate gave up and why, how the team agreed, and how the decision worked out.',
  'Tell us about a time you received help from a colleague that made a real difference.':
    'A strong answer describes the situation, the help received, the difference it made, how the candidate thanked the colleague, and how they help others now.',
  'How do you handle a teammate who is not pulling their weight?':
    'A strong answer describes first finding out why, talking to the teammate privately and specifically, offering help, agreeing expectations, and escalating fairly if nothing changes, with an example.',
  'Describe a time you worked with people in different locations or time zones.':
    'A strong answer describes the setup, the difficulties, the tools and routines the candidate used (shared documents, agreed hours, clear written updates), and the result.',
  'Tell us about a working relationship you built that helped you over the long term.':
    'A strong answer describes who the person was, how the candidate built the relationship over time, what each gave the other, and concrete results it led to.',
  'Describe a time you had to give a colleague honest feedback to help the team.':
    "A strong answer describes the behaviour and its effect on the team, how the candidate prepared, the feedback given privately and specifically, the colleague's reaction, and what changed.",
  'Tell us about a time you changed your own approach to fit the needs of the team.':
    "A strong answer describes the candidate's usual approach, why the team needed something different, the change they made, and the effect.",
  // professionalism
  'Tell us about a time you made a mistake at work. How did you take responsibility for it?':
    'A strong answer names a real mistake, owns it without blaming others, tells the manager or customer promptly, puts it right, and explains what the candidate changed so it does not happen again.',
  'Describe a situation where you were asked to cut a corner. What did you do?':
    'A strong answer describes who asked and what the shortcut was, why it was wrong or risky, how the candidate declined politely and offered a proper alternative, whether they reported it, and the outcome.',
  'How do you make sure you meet your commitments and deadlines?':
    'A strong answer describes planning (lists, calendars, breaking work down), tracking progress, warning early when a deadline is at risk, and an example of a deadline met under pressure.',
  'Tell us about a time you handled confidential or sensitive information.':
    'A strong answer describes the information, the rules that applied, how the candidate protected it (access, storage, who they told), a moment it was tested, and the outcome.',
  'Describe a time you had to stay professional with a difficult customer or colleague.':
    'A strong answer describes the behaviour, how the candidate kept calm and respectful, focused on the problem, set limits where needed, and how the situation was resolved.',
  'Tell us about a time you had to admit you did not know something. How did you handle it?':
    'A strong answer describes the situation, how the candidate said honestly they did not know, how they found the answer and followed up, and what they learned.',
  'Describe how you organise your day to make sure the important work gets done.':
    "A strong answer describes the candidate's routine (planning, priorities, time blocks, checking progress), how they handle interruptions, and a concrete example.",
  'Tell us about a time you noticed something wrong that was not your responsibility. What did you do?':
    'A strong answer describes what was wrong and the risk, how the candidate raised it with the right person, what they did to help, and what happened.',
  'Describe a time you had to follow a rule or policy you disagreed with.':
    "A strong answer describes the rule and the candidate's disagreement, how they followed it anyway, how they raised the concern through the right channel, and the outcome.",
  'Tell us about a time you held yourself accountable for a result that did not go well.':
    "A strong answer describes the result, the candidate's own part without excuses, how they informed others, what they did to recover, and what they changed.",
  'How do you keep the quality of your work high when you are short of time?':
    'A strong answer describes how the candidate decides what must not be rushed, uses checklists and checks, agrees priorities or more time when needed, and gives an example.',
  'Describe a time you represented your organisation to customers or partners.':
    'A strong answer describes the occasion, how the candidate prepared, behaved and kept promises on behalf of the organisation, and the result for the relationship.',
  'Tell us about a promise you could not keep. How did you communicate it?':
    'A strong answer describes the promise and why it could not be kept, how early and honestly the candidate told the person, the alternative offered, and how the relationship was kept.',
  'Describe a time you kept going on a task when nobody was checking your work.':
    'A strong answer describes the task, why nobody was checking, how the candidate kept standards and finished, and how the result was later found.',
  'What does integrity mean to you at work? Give us an example.':
    'A strong answer defines integrity in concrete terms (honesty, keeping rules when unobserved, reporting problems) and gives a real example where it cost the candidate something.',
  // leadership
  'Tell us about a time you led a team or a project. How did you set the direction?':
    'A strong answer describes the team and the goal, how the candidate set direction and roles, kept people informed and motivated, handled a problem, and the result with figures.',
  'Describe a time you had to motivate people who were losing energy.':
    'A strong answer describes why energy was low, what the candidate did (listening, explaining purpose, adjusting work, recognising effort), and how motivation and results changed.',
  'Tell us about someone you coached or mentored. What did you do and what changed for them?':
    "A strong answer describes the person's starting point, the goals agreed, how the candidate coached (showing, practice, feedback, regular check-ins), and the measurable change.",
  'Describe a difficult decision you made as a leader and how you explained it to the team.':
    'A strong answer describes the decision and its trade-offs, how the candidate decided, how they explained the reasons honestly to the team, handled reactions, and the outcome.',
  'Tell us about a time you influenced a decision without having formal authority.':
    'A strong answer describes the decision, who held authority, how the candidate built the case with facts and allies, how they listened to objections, and the result.',
  'How do you delegate work, and how do you decide who should do what?':
    "A strong answer explains matching tasks to people's skills and growth, giving clear expectations and deadlines, giving authority, checking progress without taking over, with an example.",
  'Describe a time you had to address poor performance in your team.':
    'A strong answer describes the performance problem and its effect, how the candidate found the cause, had a private and specific conversation, agreed a plan with support, followed up, and the outcome.',
  'Tell us about a vision or goal you set for a team and how you got people behind it.':
    'A strong answer describes the goal and why it mattered, how the candidate explained it and involved people, turned it into steps, tracked progress, and what was achieved.',
  'Describe a time you led through a period of uncertainty or change.':
    'A strong answer describes the change and the worries it caused, how the candidate kept people informed, listened, kept work going, and how the team came through it.',
  'Tell us about a time you had to balance the needs of your team with the needs of the business.':
    'A strong answer describes the conflicting needs, how the candidate weighed them, the decision and how they explained it to both sides, and the outcome.',
  'How do you recognise and develop the strengths of the people you work with?':
    'A strong answer describes how the candidate spots strengths (observation, asking, results), gives recognition, gives people chances to grow, with a concrete example.',
  'Describe a time you took charge in a situation where nobody else did.':
    'A strong answer describes the situation and the risk of inaction, what the candidate did to organise people and act, how they communicated, and the result.',
  'Tell us about a conflict within a team you led and how you resolved it.':
    'A strong answer describes the conflict and its effect on work, how the candidate listened to each side, focused on facts and shared goals, agreed a solution, and followed up.',
  'Describe a time you asked your team for feedback on your own leadership. What did you change?':
    'A strong answer describes how the candidate asked (made it safe, specific questions), what they heard, what they changed, and how the team responded.',
  'Tell us about a leader you admire and what you have learned from them.':
    'A strong answer names the leader and specific behaviours, why they matter, and concrete examples of the candidate applying them.',
  // technical / domain
  'Walk us through the tools, methods or systems you use most in your work and how you use them.':
    'A strong answer names specific tools or systems, explains what the candidate uses each for and how, with an example of a real task, and how they check their work.',
  'Tell us about the most technically challenging piece of work you have done. What made it hard?':
    'A strong answer describes the work, the specific technical difficulty, how the candidate analysed and solved it, who they consulted, and the result.',
  'Describe how you keep your knowledge of your field up to date.':
    'A strong answer names concrete sources and habits (courses, certifications, reading, peers), a recent thing learned, and how it was applied at work.',
  'Tell us about a time you applied your expertise to solve a real problem for a customer or your team.':
    'A strong answer describes the problem, the knowledge the candidate applied, the steps they took, and the result for the customer or team.',
  'Explain a key concept from your field as you would to a new colleague.':
    'A strong answer picks a real concept, explains it correctly in plain words with an everyday example, and says why it matters in daily work.',
  'Describe a time you had to check or test your work carefully before it went live.':
    'A strong answer describes the work, the checks or tests the candidate ran, what they found and fixed, who reviewed it, and how it performed afterwards.',
  'Tell us about a time you improved the quality or speed of work with a better method or tool.':
    'A strong answer describes the old method and its problem, the better method or tool, how the candidate introduced it, and the measured improvement.',
  'Describe a technical or specialist mistake you have seen and how it could have been avoided.':
    'A strong answer describes the mistake and its consequences, its root cause, the checks or practices that would have prevented it, and what the candidate does because of it.',
  'Tell us about a standard, regulation or best practice that matters in your field and how you apply it.':
    'A strong answer names the standard, explains its purpose correctly, describes how the candidate applies it day to day, and an example where it mattered.',
  'Describe a project where you had to learn a new area of your field quickly.':
    'A strong answer describes the project and the new area, how the candidate learned it fast, how they checked their understanding, and the result.',
  'How do you judge whether a piece of work in your field is good enough to deliver?':
    'A strong answer gives concrete criteria (requirements met, checks passed, reviewed, safe, on time) and an example of holding back or delivering work.',
  'Tell us about a time you had to explain a technical trade-off to a non-specialist.':
    'A strong answer describes the trade-off, how the candidate explained the options and consequences in plain words, the decision made, and the outcome.',
  'Describe a time you diagnosed the root cause of a fault or failure.':
    'A strong answer describes the symptoms, the steps taken to narrow down the cause (checking, testing, ruling out), the root cause found, the fix, and how recurrence was prevented.',
  'Tell us about a piece of work where your specialist knowledge made the difference.':
    'A strong answer describes the work, the specific knowledge used, what would have happened without it, and the result.',
  'What part of your field do you know best, and where are you still building your knowledge?':
    'A strong answer names a specific strength with evidence, an honest gap, and the concrete steps the candidate is taking to close it.',
};
