/**
 * The main content of each public page (issue 20; product.md §1, §2 landing sections and anchors — how it works,
 * technologies, buy campaign, be provider, contact us `#contactUs` —, §5 contact form, §9 one-slide carousel
 * without arrows). HTML strings from the bundled texts (src/landing/texts.ts) through `Words` (src/landing/render.ts).
 */
import type { LandingKey } from '../lib/landing-texts.ts';
import type { Words } from './render.ts';

/** Cards of [title key, text key]. */
function cards(w: Words, items: readonly (readonly [LandingKey, LandingKey])[], numbered = false): string {
  const tag = numbered ? 'ol' : 'ul';
  const lis = items.map(([title, text]) => `<li class="card">${w.el('h3', title)}${w.el('p', text)}</li>`).join('');
  return `<${tag} class="cards">${lis}</${tag}>`;
}

/** A decorative billboard on a post with a screen beside it (no text, hidden from screen readers). */
const HERO_ART = `<svg class="art" viewBox="0 0 320 220" width="320" height="220" aria-hidden="true" focusable="false">
<rect x="20" y="20" width="200" height="110" rx="6" fill="#1F1F1F"/><rect x="30" y="30" width="180" height="90" rx="3" fill="#F5B800"/>
<rect x="44" y="48" width="110" height="14" rx="3" fill="#1F1F1F"/><rect x="44" y="72" width="80" height="10" rx="3" fill="#7A4000"/>
<rect x="112" y="130" width="16" height="80" fill="#444"/><rect x="236" y="70" width="70" height="120" rx="6" fill="#2E1800"/>
<rect x="244" y="80" width="54" height="90" rx="3" fill="#F07D00"/><circle cx="271" cy="180" r="4" fill="#F5B800"/></svg>`;

/** The script's messages in the page's language, as `data-msg-*` attributes of the form (src/landing/client.ts). */
function formMessages(w: Words): string {
  const pairs: [string, LandingKey][] = [
    ['required', 'required'],
    ['email', 'invalid_email'],
    ['countries', 'countries_failed'],
    ['send', 'send'],
    ['sending', 'sending'],
    ['sent', 'sent'],
    ['failed', 'send_failed'],
  ];
  return pairs.map(([name, key]) => `data-msg-${name}="${w.t(key)}"`).join(' ');
}

/** A required input of the contact form, described by its error line. */
const input = (name: string, type: string, extra: string) =>
  `<input id="c-${name}" name="${name}" type="${type}" required aria-describedby="c-${name}-error" ${extra}>`;

function contactSection(w: Words): string {
  const field = (name: string, key: LandingKey, control: string) =>
    `<div class="field"><label for="c-${name}" data-t="${key}">${w.t(key)}</label>${control}` +
    `<p class="error" id="c-${name}-error" hidden></p></div>`;
  const types = ([1, 2, 3] as const)
    .map((n) => `<option value="${n}" data-t="type_${n}">${w.t(`type_${n}`)}</option>`)
    .join('');
  return `<section id="contactUs" class="band contact" aria-labelledby="contact-title">
<h2 id="contact-title" data-t="contact_us">${w.t('contact_us')}</h2>
${w.el('p', 'contact_lead', 'class="lead"')}
<form id="contact-form" class="form" novalidate ${formMessages(w)}>
${field('name', 'field_name', input('name', 'text', 'maxlength="120" autocomplete="name"'))}
${field('email', 'field_email', input('email', 'email', 'maxlength="190" autocomplete="email" inputmode="email"'))}
${field(
  'country',
  'field_country',
  `<select id="c-country" name="country" required aria-describedby="c-country-error"><option value="" data-t="choose">${w.t('choose')}</option></select>`,
)}
${field(
  'client_type',
  'field_type',
  `<select id="c-client_type" name="client_type" required aria-describedby="c-client_type-error"><option value="" data-t="choose">${w.t('choose')}</option>${types}</select>`,
)}
${field(
  'message',
  'field_message',
  `<textarea id="c-message" name="message" rows="4" maxlength="5000" required aria-describedby="c-message-error"></textarea>`,
)}
<p class="small"><span data-t="accept_terms">${w.t('accept_terms')}</span> <a href="#terms" data-dialog="terms" data-t="terms">${w.t('terms')}</a> <span data-t="and">${w.t('and')}</span> <a href="#privacy" data-dialog="privacy" data-t="privacy">${w.t('privacy')}</a>.</p>
<button class="btn" type="submit" disabled data-t="send">${w.t('send')}</button>
<p class="status" id="c-status" role="status" aria-live="polite"></p>
</form>
<noscript><p class="lead" data-t="needs_js">${w.t('needs_js')}</p></noscript>
</section>`;
}

/** `/`: the hero (a carousel of one slide, no arrows: §9), how it works, technologies, buy, provide, contact. */
export function homeMain(w: Words): string {
  return `<section class="hero" aria-roledescription="carousel" aria-label="${w.t('hero_slide')}">
<div class="slide" aria-roledescription="slide" aria-label="1 / 1">
<div class="hero-text">
${w.el('h1', 'hero_title')}
${w.el('p', 'hero_subtitle', 'class="lead"')}
<p class="ctas"><a class="btn" href="${w.href('/buyer')}" data-t="buy_campaign">${w.t('buy_campaign')}</a>
<a class="btn ghost" href="${w.href('/provider')}" data-t="be_provider">${w.t('be_provider')}</a></p>
</div>${HERO_ART}
</div>
</section>
<section id="howItWorks" class="band" aria-labelledby="how-title">
<h2 id="how-title" data-t="how_it_works">${w.t('how_it_works')}</h2>
${w.el('p', 'how_lead', 'class="lead"')}
${cards(
  w,
  [
    ['step1_title', 'step1_text'],
    ['step2_title', 'step2_text'],
    ['step3_title', 'step3_text'],
    ['step4_title', 'step4_text'],
  ],
  true,
)}
</section>
<section id="technologies" class="band alt" aria-labelledby="tech-title">
<h2 id="tech-title" data-t="technologies">${w.t('technologies')}</h2>
${w.el('p', 'tech_lead', 'class="lead"')}
${cards(w, [
  ['tech1_title', 'tech1_text'],
  ['tech2_title', 'tech2_text'],
  ['tech3_title', 'tech3_text'],
  ['tech4_title', 'tech4_text'],
])}
</section>
<section id="buyCampaign" class="band" data-sticky aria-labelledby="buy-title">
<h2 id="buy-title" data-t="buy_campaign">${w.t('buy_campaign')}</h2>
${w.el('p', 'buy_lead', 'class="lead"')}
<p><a class="btn" href="${w.href('/buyer')}" data-t="learn_more">${w.t('learn_more')}</a></p>
</section>
<section id="beProvider" class="band alt" data-sticky aria-labelledby="provider-title">
<h2 id="provider-title" data-t="be_provider">${w.t('be_provider')}</h2>
${w.el('p', 'provider_lead', 'class="lead"')}
<p><a class="btn" href="${w.href('/provider')}" data-t="learn_more">${w.t('learn_more')}</a></p>
</section>
${contactSection(w).replace('class="band contact"', 'class="band contact" data-sticky')}`;
}

/** `/buyer`: buying a campaign (by budget, by package, unit by unit; reports). */
export function buyerMain(w: Words): string {
  return `<section class="hero short">${w.el('h1', 'buyer_heading')}${w.el('p', 'buy_lead', 'class="lead"')}
<p class="ctas"><a class="btn" href="/register" data-t="sign_up">${w.t('sign_up')}</a>
<a class="btn ghost" href="${w.href('/', 'contactUs')}" data-t="contact_us">${w.t('contact_us')}</a></p></section>
<section class="band" aria-labelledby="buyer-how"><h2 id="buyer-how" data-t="how_it_works">${w.t('how_it_works')}</h2>
${cards(w, [
  ['buyer1_title', 'buyer1_text'],
  ['buyer2_title', 'buyer2_text'],
  ['buyer3_title', 'buyer3_text'],
  ['buyer4_title', 'buyer4_text'],
])}</section>`;
}

/** `/provider`: selling inventory (units, bookings and contracts, art approval, field work) and how to join. */
export function providerMain(w: Words): string {
  return `<section class="hero short">${w.el('h1', 'provider_heading')}${w.el('p', 'provider_lead', 'class="lead"')}
<p class="ctas"><a class="btn" href="/register" data-t="sign_up">${w.t('sign_up')}</a>
<a class="btn ghost" href="${w.href('/', 'contactUs')}" data-t="contact_us">${w.t('contact_us')}</a></p></section>
<section class="band" aria-labelledby="provider-what"><h2 id="provider-what" data-t="be_provider">${w.t('be_provider')}</h2>
${cards(w, [
  ['provider1_title', 'provider1_text'],
  ['provider2_title', 'provider2_text'],
  ['provider3_title', 'provider3_text'],
  ['provider4_title', 'provider4_text'],
])}</section>
<section class="band alt" aria-labelledby="join-title"><h2 id="join-title" data-t="join_steps">${w.t('join_steps')}</h2>
<ol class="steps">${w.el('li', 'join1')}${w.el('li', 'join2')}${w.el('li', 'join3')}</ol></section>`;
}

/** `/about`: who we are and what guides us. */
export function aboutMain(w: Words): string {
  return `<section class="hero short">${w.el('h1', 'about_heading')}${w.el('p', 'tagline', 'class="lead"')}</section>
<section class="band" aria-labelledby="about-us"><h2 id="about-us" data-t="about">${w.t('about')}</h2>
${w.el('p', 'about_text1')}${w.el('p', 'about_text2')}</section>
<section class="band alt" aria-labelledby="values-title"><h2 id="values-title" data-t="values_heading">${w.t('values_heading')}</h2>
<ul class="steps">${w.el('li', 'value1')}${w.el('li', 'value2')}${w.el('li', 'value3')}</ul></section>`;
}
