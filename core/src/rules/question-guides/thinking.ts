/**
 * Scoring guides of the bank's communication, problem-solving, motivation and adaptability
 * questions: what a strong spoken answer covers. Keyed by the question's exact text.
 */
export const THINKING_GUIDES: Readonly<Record<string, string>> = {
  // communication
  'Tell us about a time you had to explain something complex to someone without your background. How did you make sure they understood?':
    'A strong answer names the person and the topic, says how the candidate simplified it (plain words, an example, a drawing, a demonstration), checks understanding by asking them to explain it back or try it, and says what the person could then do.',
  'Describe a situation where a misunderstanding caused a problem at work. What did you do to clear it up?':
    'A strong answer describes the misunderstanding and its effect, how the candidate found where it came from, how they talked to the people involved to agree what was meant, how the problem was put right, and what they now do to avoid it.',
  'How do you adjust the way you communicate when speaking to a customer, a colleague and a manager?':
    'A strong answer gives concrete differences for each audience (detail, tone, words, channel), with an example of the same message told to two of them, and explains why each needs it that way.',
  'Tell us about a time you had to deliver difficult news. How did you prepare and how did it go?':
    'A strong answer names the news and who received it, how the candidate prepared the facts and the words, how they told it directly and with respect, listened to the reaction, offered next steps, and what happened afterwards.',
  'Describe a time you had to listen carefully to understand what someone really needed. What did you learn?':
    'A strong answer describes the person and what they first asked for, the questions the candidate asked and what they heard behind the request, what they did to meet the real need, and what they learned about listening.',
  'How do you keep your team or your manager informed about progress on your work?':
    'A strong answer names the routine (daily or weekly updates, a tracker, short meetings, messages), what the updates contain (done, next, blocked, risks), how the candidate raises problems early, and an example where it helped.',
  'Tell us about a presentation or briefing you gave. How did you keep your audience engaged?':
    'A strong answer gives the audience, the topic and the goal, how the candidate structured it, what they did to keep attention (examples, questions, visuals, keeping it short), how they checked it landed, and the result.',
  'Describe a time you received unclear instructions. What did you do to get clarity?':
    'A strong answer describes the instruction and what was unclear, the questions the candidate asked and of whom, how they confirmed the agreed understanding (repeating back, writing it down), and how the work turned out.',
  'How would you summarise your current or most recent role in under a minute?':
    'A strong answer is short and organised: the role and employer, the main responsibilities, who the candidate serves, one or two concrete results with figures, and what they do best.',
  'Tell us about a time you had to persuade someone who disagreed with you. What approach did you take?':
    'A strong answer explains the disagreement, how the candidate first understood the other view, the facts or examples they used, any compromise they offered, the outcome, and how the relationship stayed good.',
  'Describe a written message or report you are proud of. What made it effective?':
    'A strong answer says what was written, for whom and why, how it was organised and kept clear and short, how the candidate checked facts and figures, and what the reader did because of it.',
  'Tell us about a time you gave someone feedback they did not expect. How did you phrase it?':
    'A strong answer describes the situation, how the candidate prepared, the actual words or approach (specific behaviour, its effect, a suggestion), how they chose a private moment, how the person reacted, and what changed.',
  'How do you make sure important details are not lost when you hand work over to someone else?':
    'A strong answer describes a handover method (written notes, a checklist, open issues, contacts, deadlines), walking the person through it, confirming they understood, staying reachable for questions, and an example.',
  'Describe a conversation with a frustrated person that you turned around. What did you say?':
    'A strong answer describes why the person was frustrated, how the candidate listened without interrupting, acknowledged the feeling, explained what could be done, agreed a next step, and how the conversation ended.',
  'Tell us about a time you had to communicate across a language or cultural difference.':
    'A strong answer describes the difference, what the candidate did to be understood (simple words, checking meaning, an interpreter, showing rather than telling), how they showed respect, and the result.',
  // problem solving
  'Tell us about a difficult problem you solved at work. Walk us through how you approached it.':
    'A strong answer describes the problem and why it mattered, how the candidate gathered facts and found the cause, the options they considered, what they chose and did step by step, the result with figures, and what they learned.',
  'Describe a time you had to make a decision without all the information you wanted. What did you do?':
    'A strong answer names the decision and the deadline, what information was missing, how the candidate gathered what they could and judged the risk, what they decided and why, how they watched the result, and what happened.',
  'Tell us about a process you improved. How did you spot the problem and measure the result?':
    'A strong answer describes the process and the waste or errors in it, how the candidate noticed and measured the problem, the change they made and who they involved, and the result measured before and after.',
  'Describe a mistake you made and how you worked out what went wrong.':
    'A strong answer names a real mistake, how the candidate traced what went wrong step by step, owns their part, put it right, and what they changed to prevent it.',
  'When you face a problem you have never seen before, what are your first steps?':
    'A strong answer gives a method: understand the problem and its impact, gather facts, ask people who know, break it down, try the safest option first, check the result, with a real example.',
  'Tell us about a time you found a creative solution with limited resources.':
    'A strong answer describes the constraint (money, time, tools, people), the unusual solution the candidate found, how they tested it, the result, and what it saved.',
  'Describe a time you had several possible solutions. How did you choose between them?':
    'A strong answer lists the options, the criteria used (cost, time, risk, customer effect), how the candidate compared them and who they consulted, the choice, and how it worked out.',
  'Tell us about a recurring issue you fixed for good rather than working around it.':
    'A strong answer describes the issue and how often it happened, how the candidate found the root cause, the permanent fix, how they got support for it, and the evidence it stopped recurring.',
  'Describe a time the data or facts pointed one way but your instinct pointed another. What did you do?':
    'A strong answer describes the situation, what the data said and what the instinct said, how the candidate checked both (more data, asking others), the decision they made, and what the outcome taught them.',
  'Tell us about a time you had to break a large task into smaller steps to get it done.':
    'A strong answer describes the task and its deadline, how the candidate split it into steps and ordered them, how they tracked progress, dealt with a setback, and the result.',
  'Describe a decision you made that turned out to be wrong. How did you recover?':
    'A strong answer describes the decision and why it seemed right, how the candidate noticed it was wrong, owned it and told the right people, what they did to recover, and what they do differently now.',
  'Tell us about a time you anticipated a problem before it happened. How did you prevent it?':
    'A strong answer describes the warning signs the candidate noticed, how they judged the risk, the action they took in advance and who they told, and what was avoided, ideally with a figure.',
  'How do you decide when a problem needs escalating and when you should solve it yourself?':
    'A strong answer gives clear criteria (authority, risk, money, safety, customer impact, time), explains how the candidate tries first within their role, escalates early with facts and a proposal, and gives an example.',
  'Describe a time you used numbers or evidence to convince others of a solution.':
    'A strong answer describes the problem, the figures or evidence the candidate gathered, how they presented them simply, the decision that followed, and the measured result.',
  'Tell us about the most complex decision you made in the last year and how you reached it.':
    'A strong answer explains why the decision was complex, the information and people the candidate used, the options and trade-offs, the decision and its reasons, and the outcome.',
  // motivation
  'What attracted you to this role, and what do you hope to achieve in your first six months?':
    "A strong answer names specific things about the role and the organisation, links them to the candidate's experience and goals, and gives concrete aims for the first six months and how they would reach them.",
  'Tell us about an achievement you are most proud of and why it matters to you.':
    "A strong answer describes the achievement, the candidate's own part in it, the obstacles overcome, the result with figures where possible, and why it matters to them.",
  'Describe a time you went beyond what was asked of you. What drove you to do it?':
    'A strong answer describes what was asked, the extra the candidate did and why, the effort it took, the effect on the customer or team, and what it says about what motivates them.',
  'What kind of work gives you the most energy, and what drains it?':
    'A strong answer names specific kinds of work with examples, explains why they energise or drain, and says how the candidate keeps doing draining work well.',
  'Tell us about a goal you set for yourself and how you kept yourself on track.':
    'A strong answer names a specific goal with a deadline, the plan, how the candidate tracked progress, what they did when they fell behind, and whether they reached it.',
  'Describe a time you took the initiative to start something nobody asked you to do.':
    'A strong answer describes the need the candidate noticed, what they started and how they got permission or support, the work involved, and the result for the team or customers.',
  'Where would you like your career to be in three years, and how does this role fit in?':
    'A strong answer gives a realistic direction, the skills the candidate wants to build, how this role helps, and the steps they are already taking.',
  'Tell us about a time you stayed committed to a task that was long or repetitive.':
    'A strong answer describes the task and how long it lasted, how the candidate kept quality and focus (routines, targets, checks), and the result.',
  'What have you learned recently on your own time that helps you in your work?':
    'A strong answer names what was learned and how (a course, reading, practice), why the candidate chose it, and a concrete example of using it at work.',
  'Describe a time you were disappointed by a result. How did you keep going?':
    'A strong answer describes the result and why it disappointed, how the candidate dealt with it, what they learned and changed, and what happened next.',
  'What does doing a great job look like to you in a role like this one?':
    'A strong answer gives concrete standards for this role (quality, speed, customer results, reliability, teamwork) and examples of how the candidate has met them.',
  'Tell us about a time you set a higher standard for yourself than the one required.':
    'A strong answer describes the required standard, the higher one the candidate set and why, what they did to meet it, and the difference it made.',
  'Describe a target or deadline you found hard to reach. What kept you pushing?':
    'A strong answer names the target, why it was hard, the plan and the extra effort, who the candidate asked for help, and whether and how the target was met.',
  'What do you want to learn or get better at in your next role?':
    'A strong answer names specific skills with honest reasons, how the candidate plans to learn them, and how that would help the employer.',
  'Tell us about a time you asked for more responsibility. What happened?':
    'A strong answer describes why the candidate asked, how they made the case, the responsibility they got, how they handled it, and the result.',
  // adaptability
  'Tell us about a time your priorities changed suddenly. How did you adjust?':
    'A strong answer describes the change and why it happened, how the candidate re-planned and re-ordered their work, who they informed, what they put aside, and how things turned out.',
  'Describe a time you had to learn a new skill or tool quickly. How did you go about it?':
    'A strong answer names the skill or tool and the deadline, how the candidate learned it (practice, asking experts, guides), how they checked they had learned it, and the result.',
  'Tell us about a change at work you did not agree with at first. How did you handle it?':
    "A strong answer describes the change and the candidate's concern, how they raised it constructively, how they still carried it out, and what they concluded later.",
  'Describe a time you worked under heavy pressure. How did you stay effective?':
    'A strong answer describes the pressure (volume, deadline, stakes), how the candidate prioritised, stayed calm and kept quality, asked for help if needed, and the result.',
  'Tell us about a setback that forced you to change your plan. What did you do next?':
    'A strong answer describes the plan and the setback, how the candidate assessed the new situation, the new plan, how they communicated it, and the outcome.',
  'How do you handle working with incomplete or constantly changing information?':
    'A strong answer explains how the candidate works with what is known, states assumptions, checks often for updates, keeps plans flexible, and gives an example.',
  'Describe a time you had to work in a very different way from what you were used to.':
    'A strong answer describes the old and the new way, what was hard, how the candidate learned and adapted, and how well they worked afterwards.',
  'Tell us about a time you received criticism. How did you respond and what changed?':
    'A strong answer describes the criticism and who gave it, how the candidate listened without defending, what they agreed with, what they changed, and the result.',
  'Describe a time you had to juggle several urgent tasks at once. How did you decide what came first?':
    'A strong answer lists the tasks, the criteria for order (deadline, impact, risk), how the candidate communicated delays, whether they delegated, and how all the tasks ended.',
  'Tell us about a new environment, team or country you had to settle into. What helped you?':
    'A strong answer describes the new setting and what was hard, the concrete steps the candidate took to learn and build relationships, and how quickly they became effective.',
  'Describe a time a plan failed at the last minute. How did you react?':
    'A strong answer describes the plan and what failed, how the candidate stayed calm, the fallback they organised, who they informed, and the outcome.',
  'How do you keep learning when your field or your tools change?':
    "A strong answer gives the candidate's habits for staying current, a recent change they learned, how they applied it, and how they share what they learn.",
  'Tell us about a time you had to unlearn a habit to work better.':
    'A strong answer names the old habit and why it stopped working, how the candidate noticed, what they replaced it with, and the improvement.',
  'Describe a time you stepped into a role or task outside your usual responsibilities.':
    'A strong answer describes why the candidate stepped in, what they had to learn, how they managed their usual work too, and the result.',
  'Tell us about a stressful period at work and what you did to stay resilient.':
    'A strong answer describes the period and its causes, what the candidate did to manage workload and stress, the support they used, and how they came through it.',
};
