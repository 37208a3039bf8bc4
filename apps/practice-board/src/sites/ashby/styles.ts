/** The look of Ashby's hosted job pages, written for the stand-in (the published `ashby-*` hooks kept). */
export const ASHBY_CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:Inter,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1c28;background:#fff;font-size:15px;line-height:1.5}
.ashby-page{max-width:760px;margin:0 auto;padding:32px 20px 80px}
.ashby-job-posting-brief{display:block;border:1px solid #e6e6ef;border-radius:10px;padding:14px 18px;margin:10px 0;color:inherit;text-decoration:none}
.ashby-job-posting-heading{font-size:30px;margin:0 0 6px}
.ashby-job-posting-meta{color:#6b6b80;margin:0 0 18px}
[role=tablist]{display:flex;gap:24px;border-bottom:1px solid #e6e6ef;margin-bottom:24px}
[role=tab]{padding:10px 0;color:#6b6b80;text-decoration:none;border-bottom:2px solid transparent;font-weight:600}
[role=tab][aria-selected=true]{color:#4f46e5;border-color:#4f46e5}
.ashby-application-form-container{display:flex;flex-direction:column;gap:22px}
.ashby-application-form-field-entry{display:flex;flex-direction:column;gap:6px}
.ashby-application-form-question-title{font-weight:600}
.ashby-application-form-question-description{color:#6b6b80;font-size:14px}
._required{color:#e11d48;margin-left:2px}
.ashby-application-form-field-entry input[type=text],.ashby-application-form-field-entry input[type=email],.ashby-application-form-field-entry input[type=tel],.ashby-application-form-field-entry input[type=number],.ashby-application-form-field-entry textarea{border:1px solid #d4d4d8;border-radius:8px;padding:9px 12px;font:inherit;width:100%}
.ashby-application-form-field-entry textarea{min-height:110px}
._yesno{display:flex;gap:8px}._yesno button{border:1px solid #d4d4d8;background:#fff;border-radius:8px;padding:8px 22px;font:inherit;cursor:pointer}
._yesno button[aria-pressed=true]{background:#4f46e5;color:#fff;border-color:#4f46e5}
._option{display:flex;gap:8px;align-items:center;margin:3px 0}
._combo{position:relative}._combo [role=listbox]{position:absolute;left:0;right:0;top:100%;background:#fff;border:1px solid #d4d4d8;border-radius:8px;box-shadow:0 6px 18px rgba(0,0,0,.1);z-index:5;max-height:260px;overflow:auto}
._combo [role=option]{padding:8px 12px;cursor:pointer}._combo [role=option][aria-selected=true]{background:#eef2ff}
._fileUpload{border:1px dashed #c4c4d0;border-radius:10px;padding:16px;display:flex;gap:12px;align-items:center;flex-wrap:wrap}
._fileUpload button,.ashby-application-form-autofill-input-root button{border:1px solid #d4d4d8;background:#fff;border-radius:8px;padding:6px 14px;cursor:pointer;font:inherit}
.ashby-application-form-autofill-pane{border:1px solid #e0e7ff;background:#f5f7ff;border-radius:12px;padding:16px;margin-bottom:8px}
.ashby-application-form-autofill-pane h3{margin:0 0 4px;font-size:16px}
._fieldError{color:#e11d48;font-size:13px}
.ashby-application-form-submit-button{width:100%;background:#4f46e5;color:#fff;border:0;border-radius:8px;padding:12px;font-weight:600;cursor:pointer;font:inherit;font-weight:600}
.ashby-application-form-success-container{text-align:center;padding:40px 0}
.ashby-application-form-success-container [role=status]{font-size:22px;font-weight:600}
.ashby-application-form-success-container p{font-size:15px;font-weight:normal}
.ashby-application-form-failure-container{border:1px solid #fecdd3;background:#fff1f2;color:#9f1239;border-radius:10px;padding:14px 18px}
.ashby-application-form-failure-container ul{margin:6px 0 0;padding-left:20px}
.grecaptcha-badge{position:fixed;right:0;bottom:14px;width:240px;height:56px;box-shadow:0 0 5px grey;background:#f9f9f9;font:11px Roboto,Arial,sans-serif;display:flex;align-items:center;padding:0 10px;color:#555}
.board-captcha{position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center;z-index:50}
.board-captcha__box{background:#fff;border-radius:4px;box-shadow:0 2px 12px rgba(0,0,0,.3);padding:20px 24px;width:320px;font-family:Roboto,Arial,sans-serif}
.board-captcha__row{display:flex;align-items:center;gap:14px;border:1px solid #d3d3d3;background:#f9f9f9;border-radius:3px;padding:14px}
.board-captcha__check{width:26px;height:26px;border:2px solid #c1c1c1;border-radius:2px;background:#fff;cursor:pointer}
.board-captcha__check[aria-checked=true]{border-color:#009688;background:#e0f2f1}
.board-captcha__check[aria-checked=true]::after{content:"✓";color:#009688;font-size:22px;line-height:24px;padding-left:3px}
.board-captcha__error{color:#d93025;font-size:13px;margin:8px 0 0}
.board-captcha__brand{font-size:10px;color:#555;margin-left:auto;text-align:center}
.toast{position:fixed;top:20px;left:50%;transform:translateX(-50%);background:#1c1c28;color:#fff;padding:12px 20px;border-radius:8px;z-index:60}
`;
