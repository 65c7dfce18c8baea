import type { BlockStrings } from "../block-strings";

/** Field labels and messages of the form; validation messages are `errors:validation.*` (shared with the API). */
export const contactFormStrings = {
  name: { zh: "姓名", en: "Name" },
  phone: { zh: "电话", en: "Phone" },
  email: { zh: "电子邮箱", en: "Email" },
  company: { zh: "公司", en: "Company" },
  message: { zh: "留言内容", en: "Message" },
  phoneOrEmailHint: { zh: "请至少留下电话或电子邮箱，以便我们回复。", en: "Leave a phone number or an email address so we can reply." },
  honeypot: { zh: "请勿填写此项", en: "Leave this field empty" },
  submit: { zh: "提交留言", en: "Send message" },
  sending: { zh: "提交中…", en: "Sending…" },
  sent: {
    zh: "感谢您的留言，我们将在一个工作日内回复。",
    en: "Thank you, your message has been sent. We will reply within one working day.",
  },
} satisfies BlockStrings;
