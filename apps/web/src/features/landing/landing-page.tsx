import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/paths';
import { CandidateExperienceSection } from './candidate-experience';
import { LandingFaq } from './landing-faq';
import { LanguagesSection } from './landing-languages';
import { BookDemoLink, LandingHero } from './landing-hero';
import { AdvantagesSection, BenefitsSection, HowItWorksSection, ProblemsSection } from './landing-sections';
import { SiteFooter } from '@/components/site-footer';

/** The landing page for signed-out visitors (docs/behaviour/platform.md §2.2). */
export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b border-border bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between px-4">
          <span className="text-lg font-bold text-primary">Sauti</span>
          <Link to={paths.login.href()} className={buttonClasses('outline', 'sm')}>
            Sign In
          </Link>
        </div>
      </header>
      <main className="flex-1">
        <LandingHero />
        <ProblemsSection />
        <BenefitsSection />
        <HowItWorksSection />
        <AdvantagesSection />
        <CandidateExperienceSection />
        <LanguagesSection />
        <LandingFaq />
        <section
          aria-labelledby="early-access-title"
          className="bg-primary px-4 py-16 text-center text-primary-foreground"
        >
          <h2 id="early-access-title" className="text-3xl font-semibold">
            Join the early-access programme
          </h2>
          <p className="mx-auto mt-3 max-w-xl opacity-90">
            We are onboarding a small number of hiring teams. Book a demo to get your team set up.
          </p>
          <div className="mt-6 flex justify-center">
            <BookDemoLink variant="secondary">Request Early Access</BookDemoLink>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
