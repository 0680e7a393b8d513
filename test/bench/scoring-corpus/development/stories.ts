/**
 * Fluent stories that answer no interview question: placed under a question they are the
 * `off-topic` kind, appended to the vague answer they make the `padded` kind.
 */
export const UNRELATED_STORIES: readonly string[] = [
  'Last year I watched the AFCON final with my friends at a restaurant in Westlands. We arrived two hours early to get ' +
    'a good table near the screen. The match was very tense and it went to penalties. When the last penalty went in, ' +
    'everybody jumped on the tables and we sang until midnight. I still remember how the whole city was hooting.',
  'In August I travelled with my family to Etosha National Park. We drove from Windhoek for six hours and stayed at ' +
    'Okaukuejo camp. In the evening we sat at the waterhole and watched elephants, rhinos and even a lion drinking. My ' +
    'younger brother took more than five hundred photos and we planned the next trip before we even left.',
  'My cousin got married in Mombasa in April and I was the one organising the decorations. We bought flowers from the ' +
    'market early in the morning and we finished setting up the tent by noon. The ceremony was beautiful, the food was ' +
    'Swahili biryani and we danced taarab music until late in the night.',
  'Every rainy season I go to my grandmother in Kakamega to help on her maize farm. We plant in March when the rains ' +
    'start, and we weed two times before the harvest. Last season the harvest was very good, we filled twenty bags and ' +
    'she sold some at the market in town to pay school fees for my sister.',
  'Our church choir took part in a competition in Kampala last December. We practised three evenings every week for ' +
    'two months and I was leading the tenors. On the day we sang two hymns and a song in Luganda, and we were placed ' +
    'second out of fourteen choirs. We celebrated with a big lunch after the service.',
  'Two years ago I built a chicken house behind our home in Ibadan. I bought timber and wire mesh, and my uncle showed ' +
    'me how to make the roof with iron sheets. We started with fifty chicks and in six months we were selling eggs to ' +
    'the neighbours every morning before school.',
];
