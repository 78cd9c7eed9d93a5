/**
 * The home's sections below the fold whose plain HTML does their job until their code arrives
 * (content, links, a form that posts), as one module: the page loads their code with one request
 * after its first download rather than one per section (see the home route).
 */
export { CategoriesSection } from "./categories";
export { ContactSection } from "./contact-section";
export { EssenceSection } from "./essence";
export { FeaturedStoresSection } from "./featured-stores";
export { FranchiseTeaserSection } from "./franchise-teaser";
export { NewsletterSection } from "./newsletter-section";
export { StoresHighlightSection } from "./stores-highlight";
export { TestimonialsSection } from "./testimonials";
export { TutorialsSection } from "./tutorials";
