"use client";

import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import type { AdminShopSettings } from "@/lib/client/admin-types";
import { DEFAULT_PRINT_MAX_DPI, MAX_PRINT_MAX_DPI, MIN_PRINT_MAX_DPI } from "@/lib/domain/print-resolution";
import {
  DEFAULT_WHITE_PLATE_CHOKE_POINTS,
  DEFAULT_WHITE_PLATE_NAME,
  MAX_WHITE_PLATE_CHOKE_POINTS,
  MAX_WHITE_PLATE_NAME_LENGTH,
  MIN_WHITE_PLATE_CHOKE_POINTS,
} from "@/lib/domain/white-plate";
import { DEFAULT_THRU_CUT_NAME, MAX_THRU_CUT_NAME_LENGTH } from "@/lib/domain/thru-cut";
import { canReceiveChangeRequests } from "@/lib/settings/can-receive-change-requests";
import {
  MAX_NOTIFICATION_EMAIL_LENGTH,
  shopSettingsSchema,
  type ShopSettingsFormValues,
  type ShopSettingsInput,
} from "@/lib/validation/shop-settings";
import { AdminLink } from "./admin-link";
import { useAdminApi } from "./admin-session";
import { toastError } from "./admin-toasts";
import { MeasureField, SwitchField } from "./form-fields";
import { SignOutButton } from "./sign-out-button";

function valuesOf(settings: AdminShopSettings): ShopSettingsFormValues {
  return {
    autoApproveProofs: settings.autoApproveProofs,
    notificationEmail: settings.notificationEmail ?? "",
    printMaxDpi: settings.printMaxDpi,
    whitePlateName: settings.whitePlateName,
    whitePlateChokePoints: settings.whitePlateChokePoints,
    thruCutName: settings.thruCutName,
  };
}

/**
 * /admin/settings once unlocked: the shop's proof approval, where operator notices go, the print resolution, and
 * the spot colours print files carry (the White plate's, the sticker sheet outline's).
 */
export function ShopSettingsView() {
  const api = useAdminApi();
  const [settings, setSettings] = useState<AdminShopSettings | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const form = useForm<ShopSettingsFormValues, unknown, ShopSettingsInput>({
    resolver: zodResolver(shopSettingsSchema),
    defaultValues: {
      autoApproveProofs: false,
      notificationEmail: "",
      printMaxDpi: DEFAULT_PRINT_MAX_DPI,
      whitePlateName: DEFAULT_WHITE_PLATE_NAME,
      whitePlateChokePoints: DEFAULT_WHITE_PLATE_CHOKE_POINTS,
      thruCutName: DEFAULT_THRU_CUT_NAME,
    },
  });
  const { handleSubmit, reset, control, formState } = form;

  useEffect(() => {
    let cancelled = false;
    api.request<AdminShopSettings>("GET", "/api/admin/settings").then(
      (loaded) => {
        if (cancelled) return;
        setSettings(loaded);
        reset(valuesOf(loaded));
      },
      (error: unknown) => {
        if (cancelled) return;
        setFailed(true);
        toastError(error, "Failed to load the settings");
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, reset]);

  const submit = handleSubmit(async (values) => {
    setSaving(true);
    try {
      const saved = await api.request<AdminShopSettings>("PATCH", "/api/admin/settings", values);
      setSettings(saved);
      reset(valuesOf(saved));
      toast({ title: "Settings Saved", description: "The shop settings have been updated." });
    } catch (error) {
      toastError(error, "Failed to save the settings");
    } finally {
      setSaving(false);
    }
  });

  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Shop Settings</h1>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <AdminLink href="/admin">
              <ArrowLeft aria-hidden="true" />
              Back to Dashboard
            </AdminLink>
          </Button>
          <SignOutButton />
        </div>
      </header>

      <Card>
        <CardHeader>
          <CardTitle>Proofs</CardTitle>
        </CardHeader>
        <CardContent>
          {!settings ? (
            failed ? (
              <p className="text-slate-700">The settings could not be loaded. Reload the page to try again.</p>
            ) : (
              <div role="status" className="flex items-center gap-2 py-6 text-slate-600">
                <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
                <span>Loading settings</span>
              </div>
            )
          ) : (
            <Form {...form}>
              <form onSubmit={submit} noValidate className="space-y-6" aria-label="Shop settings">
                <SwitchField<ShopSettingsFormValues>
                  name="autoApproveProofs"
                  label="Approve proofs automatically"
                  description="Orders paid from now on skip the proof step and can go straight to printing (orders already waiting keep waiting: approve those from their detail page)."
                />
                <FormField
                  control={control}
                  name="notificationEmail"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>Notification e-mail</FormLabel>
                      <FormControl>
                        <Input
                          type="email"
                          autoComplete="email"
                          maxLength={MAX_NOTIFICATION_EMAIL_LENGTH}
                          placeholder={settings.defaultNotificationEmail}
                          {...field}
                          value={field.value ?? ""}
                        />
                      </FormControl>
                      <FormDescription>
                        Where customers&apos; change requests on proofs are sent. Empty:{" "}
                        {settings.defaultNotificationEmail} (the shop&apos;s sender address).
                      </FormDescription>
                      {!canReceiveChangeRequests(settings) && (
                        <p className="text-sm font-medium text-amber-800">
                          {settings.defaultNotificationEmail} cannot receive e-mail: enter an address here, or change
                          requests reach you only through the dashboard&apos;s proof marks.
                        </p>
                      )}
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <MeasureField<ShopSettingsFormValues>
                  name="printMaxDpi"
                  label="Print resolution (DPI)"
                  min={MIN_PRINT_MAX_DPI}
                  max={MAX_PRINT_MAX_DPI}
                  step={1}
                  description={
                    <>
                      The most pixels per inch that print files and print sheets embed, from {MIN_PRINT_MAX_DPI} to{" "}
                      {MAX_PRINT_MAX_DPI} ({DEFAULT_PRINT_MAX_DPI} unless changed). Designs with fewer keep their own;
                      larger ones are scaled down to it, which keeps files small and fast to make.
                    </>
                  }
                />
                <FormField
                  control={control}
                  name="whitePlateName"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>White plate name</FormLabel>
                      <FormControl>
                        <Input
                          autoComplete="off"
                          spellCheck={false}
                          maxLength={MAX_WHITE_PLATE_NAME_LENGTH}
                          className="max-w-60"
                          {...field}
                        />
                      </FormControl>
                      <FormDescription>
                        The spot colour that print files on clear stock carry the white ink in (
                        {DEFAULT_WHITE_PLATE_NAME} unless changed): the name your RIP looks for. Roland VersaWorks
                        expects RDG_WHITE. Letters, digits, _ and - only.
                      </FormDescription>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <MeasureField<ShopSettingsFormValues>
                  name="whitePlateChokePoints"
                  label="White plate choke (points)"
                  min={MIN_WHITE_PLATE_CHOKE_POINTS}
                  max={MAX_WHITE_PLATE_CHOKE_POINTS}
                  step={0.1}
                  description={
                    <>
                      How far inside the artwork&apos;s edge the white stops, so none peeks out past the colour, from{" "}
                      {MIN_WHITE_PLATE_CHOKE_POINTS} to {MAX_WHITE_PLATE_CHOKE_POINTS} points (
                      {DEFAULT_WHITE_PLATE_CHOKE_POINTS} unless changed; 1 point is 1/72&quot;).
                    </>
                  }
                />
                <FormField
                  control={control}
                  name="thruCutName"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>Sheet outline name</FormLabel>
                      <FormControl>
                        <Input
                          autoComplete="off"
                          spellCheck={false}
                          maxLength={MAX_THRU_CUT_NAME_LENGTH}
                          className="max-w-60"
                          {...field}
                        />
                      </FormControl>
                      <FormDescription>
                        The spot colour that a sticker sheet&apos;s outline is stroked in, to be cut through the sheet (
                        {DEFAULT_THRU_CUT_NAME} unless changed), while each sticker is kiss-cut along CutContour: the
                        name your RIP maps to its through-cut. Letters, digits, _ and - only.
                      </FormDescription>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <Button type="submit" disabled={!formState.isDirty || saving}>
                  {saving && <Loader2 className="animate-spin" aria-hidden="true" />}
                  {saving ? "Saving..." : "Save Settings"}
                </Button>
              </form>
            </Form>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
