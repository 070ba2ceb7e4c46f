import { expect, test } from '@playwright/test';
import { addUpcomingEvent, waitForMail } from '../support/database';
import { openHydrated, seriousViolations } from '../support/pages';
import { uniqueEmail } from '../support/registrant';

/**
 * Issue 30's visitor, on a phone: switches a level page to Arabic, enrols with an Arabic name and a UAE
 * number typed in Arabic-Indic digits, gets the confirmation in Arabic, opens the private page in Arabic
 * and pays through the Stripe stand-in.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('an Arabic-speaking visitor enrols, is mailed, opens the private page and pays, all in Arabic', async ({
  page,
}) => {
  test.slow();
  const event = addUpcomingEvent();
  const email = uniqueEmail('arabic-enrolment');

  await page.goto('/level/1');
  await page.getByRole('banner').getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/level\/1$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await seriousViolations(page)).toEqual([]);

  // The enrolment form in Arabic: its choices load, the event among them.
  await page.getByRole('button', { name: 'سجّل الآن' }).first().click();
  const dialog = page.getByRole('dialog');
  const workshop = dialog.getByLabel('ورشة العمل');
  await expect(workshop.locator(`option[value="${event.id}"]`)).toBeAttached();
  await workshop.selectOption(event.id);
  await dialog.getByLabel('الاسم الأول').fill('ليلى');
  await dialog.getByLabel('اسم العائلة').fill('الهاشمي');
  await dialog.getByLabel('البريد الإلكتروني').fill(email);
  await dialog.getByLabel('رقم الهاتف المتحرك').fill('+٩٧١ ٥٠ ١٢٣ ٤٥٦٧');
  await dialog.getByLabel('تاريخ الميلاد').fill('1990-04-12');
  await dialog.getByLabel('المهنة').fill('معلّمة');
  await dialog.getByRole('textbox', { name: /^العنوان الحالي/ }).fill('شارع النخيل 12، دبي');
  await dialog.getByRole('checkbox', { name: 'عنواني الدائم هو نفسه عنواني الحالي' }).check();
  await dialog.getByLabel('كيف عرفت بنا').selectOption('Instagram');
  await dialog.getByRole('checkbox', { name: 'قرأت الشروط والأحكام أعلاه وأوافق عليها' }).check();
  await dialog.getByRole('button', { name: 'إرسال طلب التسجيل' }).click();
  await expect(dialog.getByRole('heading', { name: 'شكراً لك!' })).toBeVisible();

  // The confirmation in Arabic, right to left, with the private page's Arabic address.
  const mail = await waitForMail(email, /[\u0600-\u06FF]/);
  expect(mail.html).toContain('dir="rtl"');
  expect(mail.text).toContain('ليلى');
  const link = /https?:\/\/\S+\/ar\/my-registration\/[0-9a-f-]{36}#rt_[A-Za-z0-9_-]+/.exec(
    mail.text ?? '',
  )?.[0];
  expect(link).toBeDefined();

  // The private page in Arabic; paid through the stand-in, back on the Arabic page.
  const address = new URL(link as string);
  await openHydrated(page, address.pathname + address.hash);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const course = page.getByRole('region', { name: 'دورتك' });
  await expect(
    course.getByText('ليلى', { exact: false }).or(page.getByText('ليلى الهاشمي')).first(),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await course.getByRole('button', { name: 'ادفع 375.00 درهم' }).click();
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay AED 375.00' }).click();
  await expect(page).toHaveURL(/\/ar\/my-registration\/[0-9a-f-]{36}\?payment=done$/);
  await expect(course.getByText('مدفوع', { exact: false })).toBeVisible();
});
