/**
 * A stored phone as people read it and dial it from abroad ('+44 2079460000' → '+44 20 7946 0000'). The numbering
 * plans load with the first phone shown (as stored until they arrive); a screen that reads phones first can wait for
 * them with `loadPhoneFormat()`, so its phones are never drawn twice.
 */
import { useEffect, useState } from 'react';

let format: ((phone: string) => string) | undefined;
let loading: Promise<void> | undefined;

export const loadPhoneFormat = () =>
  (loading ??= import('../../shared/phone').then((m) => {
    format = m.formatPhone;
  }));

export const PhoneText = ({ phone }: { phone: string }) => {
  const [, setLoaded] = useState(format !== undefined);
  useEffect(() => {
    if (!format) void loadPhoneFormat().then(() => setLoaded(true));
  }, []);
  return <>{format ? format(phone) : phone}</>;
};
