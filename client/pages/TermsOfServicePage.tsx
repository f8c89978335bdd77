import { LegalPage, type LegalSection } from "../components/LegalPage.js";

const SECTIONS: readonly LegalSection[] = [
  {
    heading: "1. The service",
    paragraphs: [
      "LeadOne gives you AI-generated leadership guidance: for each question you ask, three tailored approaches as text, audio or both, and optional mentor coaching. You can also connect with community mentors for free or subscribe to professional mentors.",
      "Guidance is generated automatically and is for information only. It is not legal, medical, financial or employment-law advice; use your own judgement and consult a qualified professional where appropriate.",
    ],
  },
  {
    heading: "2. Your account",
    paragraphs: [
      "You must give accurate details when you register and keep your password secret. You are responsible for activity under your account. You must be at least 16 years old to use LeadOne.",
    ],
  },
  {
    heading: "3. Plans, credits and usage",
    bullets: [
      "Free: a monthly allowance of requests and credits.",
      "Basic: $9.99 per month — 15 credits per month and standard audio.",
      "Premium: $29.99 per month — unlimited credits, high-quality audio, video responses and premium insights.",
      "Yearly billing costs 20% less than twelve monthly payments.",
      "Credit packs top up your balance: Standard $4.99 (10 text, 5 audio credits) and Value $11.99 (30 text, 15 audio credits).",
      "Requests beyond your plan's monthly allowance may incur an overage charge per request. We ask for your consent before charging it; if you decline, further overage is blocked until your next billing period.",
    ],
  },
  {
    heading: "4. Payments, renewal and cancellation",
    paragraphs: [
      "Subscriptions renew automatically at the end of each billing period until you cancel. You can cancel at any time from your account page; your plan stays active until the end of the period you have paid for. Prices include any taxes shown at checkout.",
      "If a payment fails, we will tell you and give you a grace period to update your payment method. If it is not resolved by the deadline, your account may be suspended until payment succeeds.",
    ],
  },
  {
    heading: "5. Mentors",
    paragraphs: [
      "Mentors are independent professionals, not LeadOne employees. Paid mentorships are billed monthly or yearly at the mentor's rate, of which LeadOne keeps a platform fee. Free (community) mentorships cost nothing. LeadOne does not guarantee the outcome of any mentorship.",
      "Mentors must keep their profile accurate and may upload only videos they have the right to share.",
    ],
  },
  {
    heading: "6. Referral rewards",
    paragraphs: [
      "You can invite friends with your referral code. When a friend who signed up with your code subscribes to and pays a paid mentor, you earn 4% of LeadOne's platform fee on that payment. Rewards are not paid for self-referrals, fraudulent sign-ups, or payments that are refunded or charged back.",
    ],
  },
  {
    heading: "7. Acceptable use",
    bullets: [
      "Do not misuse the service, attempt to break its security, or overload it with automated requests.",
      "Do not use LeadOne to harass others or to create unlawful content.",
      "Do not resell access to the service.",
    ],
  },
  {
    heading: "8. Privacy",
    paragraphs: ["Your questions are never stored. Our Privacy Policy explains what we do keep and why."],
  },
  {
    heading: "9. Liability and changes",
    paragraphs: [
      "LeadOne is provided as is. To the extent the law allows, our liability is limited to the amount you paid us in the twelve months before a claim. We may update these terms; we will tell you about material changes at least 30 days before they take effect.",
      "Contact: support@leadone.app.",
    ],
  },
];

export default function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="22 November 2026"
      intro="These terms govern your use of LeadOne. By creating an account you agree to them."
      sections={SECTIONS}
    />
  );
}
