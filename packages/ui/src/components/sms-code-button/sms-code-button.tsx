import { useEffect, useRef, useState } from 'react';
import { Button } from '../../element/element';
import { toast } from '../../feedback/feedback';
import './sms-code-button.css';

/** Resend wait after a successful send (req: accounts.md#sms-verification-code). */
export const SMS_COUNTDOWN_SECONDS = 120;
/** How long the "code sent" notice stays (req: accounts.md#sms-verification-code). */
export const SMS_SENT_NOTICE_MS = 5000;
export const SMS_SEND_FAILED_MESSAGE = '验证码发送失败，请重新获取';

export function countdownText(seconds: number): string {
  return `${seconds}秒后重新获取`;
}

export function smsSentMessage(mobile: string): string {
  return `验证码已发送至${mobile}，请注意查收`;
}

export interface SmsCodeButtonProps {
  /** The number the code goes to (the form's mobile field). */
  mobile: string;
  /** The mobile rule (e.g. `validateMobile` of @badminton/validation): `null` when valid, else the message shown. */
  validateMobile: (mobile: string) => string | null;
  /** Requests the code; resolves `true` when the service sent it. A rejection counts as a failure. */
  send: (mobile: string) => Promise<boolean>;
  /** Countdown length in seconds (default 120). */
  seconds?: number;
  /** Button text while no countdown runs. */
  text?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * 获取验证码: checks the mobile first (a code request needs a valid mobile), sends, then stays disabled with a
 * `120秒后重新获取` countdown. Failure: `验证码发送失败，请重新获取`; success: a notice naming the number for 5 s.
 */
export function SmsCodeButton({
  mobile,
  validateMobile,
  send,
  seconds = SMS_COUNTDOWN_SECONDS,
  text = '获取验证码',
  disabled = false,
  className,
}: SmsCodeButtonProps) {
  const [sending, setSending] = useState(false);
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current) clearInterval(timer.current);
    };
  }, []);

  function startCountdown() {
    const endsAt = Date.now() + seconds * 1000;
    setRemaining(seconds);
    if (timer.current) clearInterval(timer.current);
    timer.current = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0 && timer.current) {
        clearInterval(timer.current);
        timer.current = null;
      }
    }, 1000);
  }

  async function request() {
    if (sending || remaining > 0) return;
    const value = mobile.trim();
    const invalid = validateMobile(value);
    if (invalid) {
      toast.warning(invalid);
      return;
    }
    setSending(true);
    let sent = false;
    try {
      sent = await send(value);
    } catch {
      sent = false;
    }
    if (!mounted.current) return;
    setSending(false);
    if (sent) {
      startCountdown();
      toast.success(smsSentMessage(value), SMS_SENT_NOTICE_MS);
    } else {
      toast.error(SMS_SEND_FAILED_MESSAGE);
    }
  }

  const counting = remaining > 0;
  // The button sits in the 验证码 field's form item, whose blur listener validates the field: the button's own blur
  // (when the countdown disables it, or focus moves on) must not flag the still-empty code as 请输入验证码.
  return (
    <span className="bm-sms-code-button-slot" onBlur={(event) => event.stopPropagation()}>
      <Button
        className={className ? `bm-sms-code-button ${className}` : 'bm-sms-code-button'}
        nativeType="button"
        loading={sending}
        disabled={disabled || counting}
        onClick={() => void request()}
      >
        {counting ? countdownText(remaining) : text}
      </Button>
    </span>
  );
}
