import { zodResolver } from "@hookform/resolvers/zod";
import { type FormEvent, useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { Region } from "../../schemas/entities";
import {
  type InspectInsertAnswer,
  type InspectInsertInput,
  InspectInsertRequestSchema,
  type Inspection,
  QUANTITY_UNITS,
  TEST_ITEM_CODES,
  TEST_ITEMS,
} from "../../schemas/inspection";
import { localize, pickLang } from "../../schemas/localize-text";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { FormField } from "../account/form-field";
import { useLang } from "../content/use-lang";
import { messageT } from "../i18n/message-t";
import { useTranslation } from "../i18n/react";
import { portal } from "../portal/browser-portal";
import { ErrorSummary } from "../ui/error-summary";
import fieldset from "../ui/fieldset.module.css";
import { LoadingButton } from "../ui/loading-button";
import { NativeSelect, TextArea } from "../ui/text-input";
import { AttachmentPicker, type AttachmentState } from "./attachment-picker";
import { DateField } from "./date-field";
import styles from "./sample-form.module.css";

export interface SampleFormDefaults {
  company: string;
  contactPerson: string;
  email: string;
  phone: string;
}

/** The details a sample already has, as the form edits them (attachments stay as sent). */
function editableValues(i: Inspection): InspectInsertInput {
  const { id: _id, inspectionNo: _no, status: _s, createdAt: _c, updatedAt: _u, ...fields } = i;
  return { ...fields, quantityUnit: fields.quantityUnit as InspectInsertInput["quantityUnit"], attachmentIds: [] } as InspectInsertInput;
}

/**
 * The sample submission form: one zod schema with the portal, translated messages. With `editing`
 * it corrects a sample not yet received (`inspect/update`): the same fields, without the attachments.
 */
export function SampleForm({
  countries,
  provinces,
  defaults,
  onSubmitted,
  editing,
}: {
  countries: Region[];
  provinces: Region[];
  defaults: SampleFormDefaults;
  onSubmitted: (result: InspectInsertAnswer) => void;
  editing?: { inspection: Inspection; onSaved: (saved: Inspection) => void };
}) {
  const { t } = useTranslation(["pages", "errors", "portal"]);
  const lang = useLang();
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<InspectInsertInput, unknown, ReturnType<typeof InspectInsertRequestSchema.parse>>({
    resolver: zodResolver(InspectInsertRequestSchema),
    defaultValues: editing
      ? editableValues(editing.inspection)
      : {
          ...defaults,
          countryCode: "CN",
          provinceCode: "",
          address: "",
          sampleName: "",
          batchNo: "",
          quantity: "" as unknown as number,
          quantityUnit: "g",
          productionDate: "",
          testItems: [],
          carrier: "",
          trackingNo: "",
          notes: "",
          storageConditions: "",
          nameOnReport: "",
          attachmentIds: [],
        },
    mode: "onTouched",
  });
  const err = (name: keyof InspectInsertInput) => errors[name]?.message ?? (errors[name] as { root?: { message?: string } })?.root?.message;
  // Every field but the attachments (which have their own list) has a label.
  const f = (name: Exclude<keyof InspectInsertInput, "attachmentIds">) => `pages:sampleTesting.fields.${name}` as const;

  const submitValid = handleSubmit(async (values) => {
    try {
      if (editing) {
        const { attachmentIds: _kept, ...details } = values;
        editing.onSaved(await portal.post<Inspection>(PORTAL_PATHS.inspectUpdate, { ...details, id: editing.inspection.id }));
      } else onSubmitted(await portal.post<InspectInsertAnswer>(PORTAL_PATHS.inspectInsert, values));
    } catch {
      // The portal client has shown the server's message.
    }
  });
  // A file still uploading has no id yet: sending now would drop it silently, so wait.
  const [uploading, setUploading] = useState(0);
  const [waitAsked, setWaitAsked] = useState(false);
  const onAttachments = ({ ids, uploading: count }: AttachmentState) => {
    setValue("attachmentIds", ids);
    setUploading(count);
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (uploading > 0) {
      e.preventDefault();
      setWaitAsked(true);
      return;
    }
    setWaitAsked(false);
    return submitValid(e);
  };

  const select = (
    name: "countryCode" | "provinceCode" | "quantityUnit",
    options: Array<{ value: string; label: string }>,
    required: boolean,
  ) => (
    <FormField
      label={t(f(name))}
      error={err(name)}
      required={required}
      control={(props) => (
        <NativeSelect {...register(name)} {...props}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      )}
    />
  );

  const inChina = watch("countryCode") === "CN";
  const testItemsErrorId = useId();
  const testItemsError =
    err("testItems") ?? (errors.testItems as unknown as Array<{ message?: string }> | undefined)?.find?.((e) => e?.message)?.message;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("pages:sampleTesting.formLabel")}>
      <ErrorSummary invalidCount={Object.keys(errors).length} submitCount={submitCount} />
      <div className={styles.sections}>
        <fieldset className={fieldset.fieldset}>
          <legend className={fieldset.legend}>{t("pages:sampleTesting.contactLegend")}</legend>
          <div className={styles.grid}>
            <FormField
              label={t(f("company"))}
              error={err("company")}
              registration={register("company")}
              autoComplete="organization"
              required
            />
            <FormField
              label={t(f("contactPerson"))}
              error={err("contactPerson")}
              registration={register("contactPerson")}
              autoComplete="name"
              required
            />
            <FormField label={t(f("phone"))} error={err("phone")} registration={register("phone")} type="tel" autoComplete="tel" required />
            <FormField
              label={t(f("email"))}
              error={err("email")}
              registration={register("email")}
              type="email"
              autoComplete="email"
              required
            />
            {select(
              "countryCode",
              countries.map((c) => ({ value: c.code, label: pickLang(c.name, c.nameEn, lang) })),
              true,
            )}
            {inChina &&
              select(
                "provinceCode",
                [
                  { value: "", label: t("pages:sampleTesting.chooseProvince") },
                  ...provinces.map((p) => ({ value: p.code, label: pickLang(p.name, p.nameEn, lang) })),
                ],
                false,
              )}
          </div>
          <div className={styles.stack}>
            <FormField
              label={t(f("address"))}
              error={err("address")}
              registration={register("address")}
              autoComplete="street-address"
              required
            />
            <FormField
              label={t(f("nameOnReport"))}
              error={err("nameOnReport")}
              registration={register("nameOnReport")}
              helper={t("pages:sampleTesting.nameOnReportHint")}
            />
          </div>
        </fieldset>

        <fieldset className={fieldset.fieldset}>
          <legend className={fieldset.legend}>{t("pages:sampleTesting.sampleLegend")}</legend>
          <div className={styles.grid}>
            <FormField label={t(f("sampleName"))} error={err("sampleName")} registration={register("sampleName")} required />
            <FormField label={t(f("batchNo"))} error={err("batchNo")} registration={register("batchNo")} required />
            <FormField label={t(f("quantity"))} error={err("quantity")} registration={register("quantity")} type="number" required />
            {select(
              "quantityUnit",
              QUANTITY_UNITS.map((u) => ({ value: u, label: t(`pages:sampleTesting.units.${u}`) })),
              true,
            )}
            <Controller
              control={control}
              name="productionDate"
              render={({ field }) => (
                <DateField
                  label={t(f("productionDate"))}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={err("productionDate")}
                  required
                />
              )}
            />
            <FormField
              label={t(f("storageConditions"))}
              error={err("storageConditions")}
              registration={register("storageConditions")}
              helper={t("pages:sampleTesting.storageConditionsHint")}
            />
          </div>
        </fieldset>

        <fieldset className={fieldset.fieldset}>
          <legend className={fieldset.legend}>{t(f("testItems"))}</legend>
          <div className={styles.checks}>
            {TEST_ITEM_CODES.map((code) => (
              <label key={code} className={styles.check}>
                <input
                  type="checkbox"
                  value={code}
                  className={styles.checkbox}
                  {...register("testItems")}
                  aria-invalid={testItemsError ? true : undefined}
                  aria-describedby={testItemsError ? testItemsErrorId : undefined}
                />
                {localize(TEST_ITEMS[code], lang)}
              </label>
            ))}
          </div>
          {/* Read with each box (aria-describedby), not as a live region: ErrorSummary speaks on submit. */}
          {testItemsError && (
            <span id={testItemsErrorId} className={styles.error} aria-live="off">
              {messageT(t)(`errors:${testItemsError}`)}
            </span>
          )}
        </fieldset>

        <fieldset className={fieldset.fieldset}>
          <legend className={fieldset.legend}>{t("pages:sampleTesting.shippingLegend")}</legend>
          <div className={styles.grid}>
            <FormField label={t(f("carrier"))} error={err("carrier")} registration={register("carrier")} />
            <FormField label={t(f("trackingNo"))} error={err("trackingNo")} registration={register("trackingNo")} />
          </div>
          <FormField
            label={t(f("notes"))}
            error={err("notes")}
            control={(props) => <TextArea rows={3} {...register("notes")} {...props} />}
          />
        </fieldset>

        {!editing && <AttachmentPicker onChange={onAttachments} />}

        <div className={styles.submit}>
          <LoadingButton type="submit" loading={isSubmitting} look={{ size: "lg" }}>
            {editing ? t("portal:sampleActions.save") : t("pages:sampleTesting.submit")}
          </LoadingButton>
          {waitAsked && uploading > 0 && (
            <p role="alert" className={styles.wait}>
              {t("portal:sampleForm.waitForUploads", { n: uploading })}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
