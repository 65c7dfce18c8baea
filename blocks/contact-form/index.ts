import { z } from "zod";
import { LocalizedTextSchema } from "../../schemas/localized-text-schema";
import { defineBlock } from "../define-block";
import { headingField, introField, RequiredLocalizedText } from "../fields";
import { ContactForm } from "./contact-form";
import { contactFormStrings } from "./strings";

export const ContactFormPropsSchema = z.object({
  heading: RequiredLocalizedText,
  intro: LocalizedTextSchema,
});
export type ContactFormProps = z.infer<typeof ContactFormPropsSchema>;

/** Leave-a-message form: validated in the browser and by the portal with the same schema. */
export const contactForm = defineBlock({
  type: "contactForm",
  category: "form",
  label: { zh: "在线留言", en: "Contact form" },
  schema: ContactFormPropsSchema,
  fields: { heading: headingField, intro: introField },
  defaults: {
    heading: { zh: "在线留言", en: "Leave a Message" },
    intro: {
      zh: "留下您的联系方式和需求，我们会在一个工作日内回复。",
      en: "Leave your contact details and what you need; we reply within one working day.",
    },
  },
  component: ContactForm,
  strings: contactFormStrings,
});
