import { Accordion, Box, Heading, Stack, Text } from "@chakra-ui/react";

const FAQS = [
  {
    q: "What does LeadOne do?",
    a: "You ask a leadership question — by typing or by voice — and LeadOne gives you three tailored approaches to it, as text, audio, or both. You can also ask for mentor coaching and connect with a mentor.",
  },
  {
    q: "Are my questions stored?",
    a: "No. Your questions are used only to generate your answer and are never stored — not in our database and not in our logs. We only count that a request was made, to track your monthly allowance.",
  },
  {
    q: "How are the approaches generated?",
    a: "Our coaching engine draws on a curated library of proven leadership practices and picks three distinct approaches that fit your situation. When configured, an AI model helps tailor the wording to your question.",
  },
  {
    q: "What plans are available?",
    a: "Free gives you a monthly allowance. Basic costs $9.99 per month and includes 15 credits a month with standard audio. Premium costs $29.99 per month with unlimited credits, high-quality audio, video responses and premium insights. Paying yearly saves 20%.",
  },
  {
    q: "What are credit packs?",
    a: "If you run out of credits before your month ends, you can top up: the Standard pack ($4.99) adds 10 text and 5 audio credits, the Value pack ($11.99) adds 30 text and 15 audio credits.",
  },
  {
    q: "What happens if I go over my monthly allowance?",
    a: "Extra requests cost a small per-request overage price. We ask for your consent before charging; if you decline, extra requests are paused until your next billing period.",
  },
  {
    q: "How do mentors work?",
    a: "Community mentors coach for free; professional mentors offer paid mentorship billed monthly or yearly (yearly saves 20%). Open a mentor's profile to see their experience, specialty and rates, then request free mentorship or subscribe.",
  },
  {
    q: "How do referral rewards work?",
    a: "Use the invite button in the header to invite a friend. When your friend subscribes to and pays a paid mentor, you earn 4% of the platform's fee on that payment.",
  },
  {
    q: "Can I cancel at any time?",
    a: "Yes. Cancel from your account page; your plan stays active until the end of the period you have already paid for.",
  },
  {
    q: "What if a payment fails?",
    a: "We show a banner with a deadline to update your payment method. If the payment is not fixed by then, the account is suspended until it is.",
  },
] as const;

export default function FaqsPage() {
  return (
    <Box maxW="3xl" mx="auto">
      <Stack gap="2" mb="8">
        <Heading as="h1" size="3xl">
          Frequently Asked Questions
        </Heading>
        <Text color="fg.muted">Everything you need to know about LeadOne.</Text>
      </Stack>
      <Accordion.Root collapsible variant="enclosed" bg="bg.panel">
        {FAQS.map((f, i) => (
          <Accordion.Item key={f.q} value={`faq-${i}`}>
            <Accordion.ItemTrigger>
              <Text flex="1" fontWeight="medium">
                {f.q}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody>{f.a}</Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Box>
  );
}
