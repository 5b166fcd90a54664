-- getUserInfo reads a member's cash figures fresh on every request (src/modules/identity/user/
-- profile.service.ts), so a change of a member_cash account no longer needs announcing: the
-- member answer cache keeps only the profile, which users' triggers (0065) still announce.
-- Why: a transaction that NOTIFYs takes a database-wide lock at commit and holds it through its WAL
-- flush (PostgreSQL 15, async.c PreCommit_Notify), so every purchase and withdrawal committed one at
-- a time behind it. Measured in `pnpm bench --only=writes,postgres`, runs interleaved with and
-- without this trigger: 586–626 → 685–694 writes/s, PostgreSQL CPU per write 1,383–1,448 →
-- 1,111–1,151 µs, backends waiting on Lock:transactionid 2.3–2.5 → 0.8–1.0 (docs/performance.md).
drop trigger ledger_accounts_member_changes on ledger_accounts;
drop trigger ledger_accounts_truncated on ledger_accounts;
drop function aurum_notify_member_cash();
