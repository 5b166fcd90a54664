-- SMS codes count each guess before comparing it (features/sms/service.ts): `attempts` holds the
-- guesses counted (wrong ones and those still being compared), `wrong_guesses` the wrong ones, so a
-- code at its limit can tell "used up by wrong guesses" from "busy with checks still running".
alter table sms_codes add column wrong_guesses integer not null default 0;
update sms_codes set wrong_guesses = attempts;
