import type { SpokenJob } from './types.js';

export const emergencyNurseOshakati: SpokenJob = {
  id: 'emergency-nurse-oshakati',
  title: 'Registered Nurse, Casualty and Emergency Unit',
  company: 'Etango Medical Centre',
  place: 'Oshakati, Oshana Region, Namibia',
  description:
    'Etango Medical Centre is a sixty bed private hospital in Oshakati serving patients from the Oshana, Ohangwena, ' +
    'Omusati and Oshikoto regions and from southern Angola. We are recruiting a Registered Nurse for our twenty four hour ' +
    'casualty and emergency unit. The nurse will triage patients using the South African Triage Scale, assess and ' +
    'stabilise trauma, obstetric and paediatric emergencies, administer medication and IV fluids, and prepare patients ' +
    'for theatre, ICU or transfer to Windhoek. The role requires accurate record keeping, medical aid authorisations, and ' +
    'close work with doctors, the ambulance crew and the pharmacy. Applicants must be registered with the Nursing Council ' +
    'of Namibia, hold a valid BLS certificate, with ACLS an advantage, and have at least two years of emergency or ward ' +
    'experience. Fluency in Oshiwambo is required and Portuguese is an advantage.',
  skills: [
    'Emergency triage with the South African Triage Scale',
    'Basic and advanced life support',
    'IV cannulation and medication administration',
    'Maternal and paediatric emergency care',
    'Accurate patient documentation',
    'Oshiwambo and Portuguese communication',
    'Working under pressure on night shift',
  ],
  questions: [
    'Tell us about your nursing experience and why you want to work in emergency care.',
    'It is Saturday night and four patients arrive at the same time. How do you decide who is seen first?',
    'How do you communicate with patients and families who do not speak English, including those from Angola?',
    'Describe a time you noticed a mistake or a safety risk in patient care. What did you do?',
  ],
  answers: [
    {
      questionIndex: 0,
      register: 'namibian',
      text:
        'I completed my Bachelor of Nursing Science at the University of Namibia, at the Oshakati campus, in twenty ' +
        'eighteen. After that I did my internship at Onandjokwe hospital, and then I was employed in the medical ward at ' +
        'Eenhana district hospital for four years. In Eenhana we had a lot of patients with T B, H I V, hypertension and ' +
        'diabetes, and also road accident victims from the main road to Ondangwa. Many times the casualty was short staffed ' +
        'and they called me to help, and that is where I realised I like the speed of emergency work. You see the patient ' +
        'coming in very sick, and in thirty minutes you can already see the difference. Last year I did my A C L S course ' +
        'in Windhoek with my own money, because I want to grow in this field. I am from Ongwediva, so Oshakati is home for ' +
        'me, and I know the community and the language.',
    },
    {
      questionIndex: 0,
      register: 'zambian',
      text:
        'I am Zambian by nationality, but I have been in Namibia for three years, and I am registered with the Nursing ' +
        'Council of Namibia. I trained at the Lusaka College of Nursing and then I worked for five years at the University ' +
        'Teaching Hospital in Lusaka, in the adult emergency department. That is a very busy place. On a normal night we ' +
        'could see more than one hundred and twenty patients, gunshot wounds, road traffic accidents, diabetic emergencies, ' +
        'you name it. So I am used to pressure. In Namibia I am currently working at a private clinic in Ondangwa doing ' +
        'general nursing, but I really miss emergency work. I am also learning Oshiwambo. I can greet and ask the basic ' +
        'questions about pain and history, and the patients appreciate it. I want to join Etango because it is a proper ' +
        'emergency unit and I would like to use my experience fully.',
    },
    {
      questionIndex: 1,
      register: 'namibian',
      text:
        'I would use the South African Triage Scale, because that is what we use in most of our hospitals. First I do a ' +
        'quick look at all four, the airway, the breathing, the circulation, and I check who is unconscious or bleeding ' +
        "heavily. Let's say one is a young man with a stab wound from a shebeen, one is a pregnant woman at thirty six weeks " +
        'with bleeding, one is a child with a high fever, and one is an old man with a sprained ankle. I take the vital signs ' +
        'quickly and calculate the TEWS score for each. The pregnant woman with bleeding is an emergency, so she is red or ' +
        'orange, I call the doctor and put up two big I V lines. The stab wound depends. If the blood pressure is dropping ' +
        'and the breathing is fast, he is also red. The child I check for convulsions and the sugar, probably orange. The ' +
        "old man with the ankle is green, he can wait, but I will explain to him why, so that he doesn't feel ignored.",
    },
    {
      questionIndex: 1,
      register: 'south-african',
      text:
        'Ja, Saturday night is always like that. I worked for three years in the emergency unit at Chris Hani Baragwanath ' +
        'Hospital in Soweto, and on month end weekends we could get ten patients at the same time. The rule is you triage ' +
        "everyone, you don't treat the first one who shouts the loudest. I do a quick primary survey at the door, which " +
        'takes less than one minute per patient. Anyone with an obstructed airway, not breathing, or in shock, goes straight ' +
        'to the resus room. Then I use the triage scale with the vital signs and the discriminators, like chest pain, ' +
        'seizures or burns. Red must be seen immediately, orange within ten minutes, yellow within one hour, green within ' +
        'four hours. I write the colour and the time on the triage form. And I keep checking the ones who are waiting, ' +
        'because a yellow patient can become orange in the queue. At the same time I call for help. I phone the doctor on ' +
        'call, and the sister in the ward if I need an extra hand.',
    },
    {
      questionIndex: 2,
      register: 'namibian',
      text:
        'Most of our patients here speak Oshiwambo, mostly Oshikwanyama or Oshindonga, and I speak both, so that is not a ' +
        'problem. With the Angolan patients it is more difficult. Many of them who come from Santa Clara and Ondjiva speak ' +
        'Oshikwanyama as well, but some speak only Portuguese. I know basic Portuguese from my friends, like onde dói, where ' +
        "does it hurt. But for the important things, like consent for surgery or explaining medication, I don't rely on my " +
        'little Portuguese. At my previous hospital we had a cleaner, Tate Fernando, who was fluent, and we used to call ' +
        'him, and sometimes we phoned an interpreter. I also use pictures and show with my hands, and I always check they ' +
        'understood by asking them to repeat. With the families, I try to talk to them in a quiet place, not in the ' +
        'corridor, because in our culture the family wants to be respected and involved in the decisions.',
    },
    {
      questionIndex: 2,
      register: 'kenyan',
      text:
        'Before I came to Namibia, I worked for two years at a health centre in Kakuma refugee camp in northern Kenya, where ' +
        'we had patients from South Sudan, Somalia, Congo and Burundi, so almost every patient spoke a different language. ' +
        'That experience taught me a lot. First, you must never assume the patient has understood just because they are ' +
        'nodding. Second, a trained interpreter is better than a child from the family, because children may not translate ' +
        'bad news correctly, and it is not fair to them. So here in Oshakati, I would use the staff members who speak ' +
        'Portuguese and Oshiwambo, and where possible interpretation by phone. I would also use the teach back method. I ' +
        'explain, then the patient explains back to me. For medication, I draw the sun and the moon on the packet for ' +
        'morning and evening. And I keep learning. I have already learnt how to greet in Oshiwambo, wa lalapo, and how to ' +
        'ask about pain.',
    },
    {
      questionIndex: 3,
      register: 'namibian',
      text:
        'Yes. In twenty twenty two, when I was in the medical ward at Eenhana, I was taking over the night shift at seven in ' +
        'the evening. When I checked the medication chart, I saw that a diabetic patient was prescribed fifty units of short ' +
        "acting insulin, and the day nurse had already prepared the syringe. I was worried, because the patient's sugar was " +
        'only eight, and fifty units is a very big dose. I stopped the nurse before she gave it and we called the doctor on ' +
        'call. It turned out the doctor wanted five units, the zero was a mistake in the writing. If we had given it, the ' +
        'patient could have gone into a coma. I completed an incident report the same night, and the next morning I informed ' +
        'the unit manager, Sister Amutenya. I did not want to blame anyone, the aim was to fix the system. After that the ' +
        'ward agreed that all insulin doses are checked by two nurses.',
    },
    {
      questionIndex: 3,
      register: 'zambian',
      text:
        'At U T H in Lusaka I once noticed that the oxygen cylinder on the resuscitation trolley was almost empty. It was ' +
        'around two in the morning, and we had just finished with a patient who had a severe asthma attack. Nobody had ' +
        'checked the trolley after using it. I replaced the cylinder immediately, and I checked the rest of the trolley, the ' +
        'suction, the laryngoscope batteries, the adrenaline. Some things were missing. The next day I raised it in the ' +
        'handover meeting, respectfully, because the senior nurses did not like to be told, but I explained that the next ' +
        'patient could die because of a missing drug. I proposed a simple checklist that the nurse in charge signs at the ' +
        'beginning of every shift. The matron approved it, and we started using it in June twenty nineteen. Even now when I ' +
        'visit, they are still using it. At Etango I would do the same. I always check my emergency equipment before I do ' +
        'anything else.',
    },
  ],
};
