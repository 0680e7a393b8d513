import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { FAQ } from './landing-content';

/** The FAQ accordion with six questions (docs/behaviour/platform.md §2.2). */
export function LandingFaq() {
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-16">
      <h2 id="faq-title" className="text-center text-3xl font-semibold">
        Frequently asked questions
      </h2>
      <Accordion type="single" collapsible className="mt-8">
        {FAQ.map(({ question, answer }) => (
          <AccordionItem key={question} value={question}>
            <AccordionTrigger>{question}</AccordionTrigger>
            <AccordionContent>{answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
