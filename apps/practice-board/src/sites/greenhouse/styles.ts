/** The look of Greenhouse's boards, written for the stand-in (class names as the live pages use them). */

const SHARED = `
.visually-hidden,.a11yText{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.board-captcha{position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center;z-index:50}
.board-captcha__box{background:#fff;border-radius:4px;box-shadow:0 2px 12px rgba(0,0,0,.3);padding:20px 24px;width:320px;font-family:Roboto,Arial,sans-serif}
.board-captcha__row{display:flex;align-items:center;gap:14px;border:1px solid #d3d3d3;background:#f9f9f9;border-radius:3px;padding:14px}
.board-captcha__check{width:26px;height:26px;border:2px solid #c1c1c1;border-radius:2px;background:#fff;cursor:pointer}
.board-captcha__check[aria-checked=true]{border-color:#009688;background:#e0f2f1}
.board-captcha__check[aria-checked=true]::after{content:"✓";color:#009688;font-size:22px;line-height:24px;padding-left:3px}
.board-captcha__error{color:#d93025;font-size:13px;margin:8px 0 0}
.board-captcha__brand{font-size:10px;color:#555;margin-left:auto;text-align:center}
.toast{position:fixed;top:20px;left:50%;transform:translateX(-50%);background:#222;color:#fff;padding:12px 20px;border-radius:6px;z-index:60}
`;

export const GREENHOUSE_CSS = `${SHARED}
*{box-sizing:border-box}
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#181c1f;background:#fff;font-size:16px;line-height:1.5}
#root{max-width:800px;margin:0 auto;padding:24px 20px 80px}
#root.embed{padding-top:8px}
.board-nav a{color:#046b4b;font-size:14px}
.job__header{display:flex;flex-wrap:wrap;align-items:center;gap:12px;border-bottom:1px solid #e4e7e9;padding:16px 0 20px}
.logo-container{display:flex;align-items:center;gap:8px;width:100%}
.logo{display:inline-flex;width:32px;height:32px;border-radius:6px;background:#046b4b;color:#fff;align-items:center;justify-content:center;font-weight:700}
.company-name{font-weight:600}
.job__title{flex:1}
.section-header{margin:0;font-weight:600;font-size:20px}
.section-header--large{font-size:28px;line-height:1.25}
.section-header--medium{font-size:20px;margin:32px 0 8px}
.job__location{display:flex;gap:6px;align-items:center;color:#575d61;font-size:15px;margin-top:4px}
.job__location svg{fill:#575d61}
.job__description{padding:16px 0;border-bottom:1px solid #e4e7e9}
.btn,a.btn{font:inherit;cursor:pointer;border:1px solid #046b4b;background:#046b4b;color:#fff;border-radius:999px;padding:8px 20px;font-weight:600;text-decoration:none;font-size:15px}
.btn[disabled]{opacity:.55;cursor:default}
.btn--secondary,.file-upload .btn{background:#fff;color:#046b4b}
.application--container{padding-top:24px}
.application--header{display:flex;justify-content:space-between;align-items:baseline;flex-wrap:wrap;gap:8px}
.application--header--required{font-size:14px;color:#575d61}
.mygreenhouse-autofill{margin:16px 0;padding:12px;border:1px dashed #a3b1b8;border-radius:8px;background:#f6f9f8}
.application--questions{display:flex;flex-direction:column;gap:20px;margin-top:20px}
.label{display:block;font-weight:600;font-size:15px;margin-bottom:6px}
.input{width:100%;font:inherit;border:1px solid #a3aeb4;border-radius:6px;padding:9px 12px;background:#fff}
.input:focus,.select__control--is-focused{outline:2px solid #046b4b;outline-offset:0}
.input__multi-line{min-height:110px}
.input[aria-invalid=true],.select--error .select__control{border-color:#c0392b}
.helper-text--error{color:#c0392b;font-size:14px;margin:6px 0 0}
.iti{display:flex;gap:8px;align-items:center}
.iti__selected-country{border:1px solid #a3aeb4;border-radius:6px;background:#f2f4f5;padding:10px 8px}
.iti__flag.iti__in::before{content:"🇮🇳"}
.iti__hide{display:none}
.select{position:relative}
.select__control{display:flex;align-items:center;border:1px solid #a3aeb4;border-radius:6px;min-height:42px;background:#fff;cursor:text}
.select__value-container{flex:1;display:grid;padding:2px 12px;position:relative}
.select__placeholder,.select__single-value,.select__input-container{grid-area:1/1/2/3}
.select__placeholder{color:#7b8489}
.select__single-value{color:#181c1f}
.select__input{border:0;outline:0;font:inherit;padding:6px 0;background:transparent;width:100%}
.select__indicators .icon-button{border:0;background:none;padding:8px;cursor:pointer}
.select__menu{position:absolute;left:0;right:0;top:100%;margin-top:4px;background:#fff;border:1px solid #d1d7da;border-radius:6px;box-shadow:0 4px 14px rgba(0,0,0,.12);z-index:10;max-height:280px;overflow:auto}
.select__option{padding:9px 12px;cursor:pointer}
.select__option--is-focused{background:#e8f2ee}
.select__option--is-selected{background:#046b4b;color:#fff}
.select__menu-notice{padding:9px 12px;color:#7b8489}
.requiredInput{opacity:0;position:absolute;height:0;width:100%;left:0;bottom:0;pointer-events:none}
.checkbox{border:0;padding:0;margin:0}
.checkbox__wrapper{display:flex;align-items:center;gap:8px;margin:6px 0}
.checkbox__input input{width:18px;height:18px}
.file-upload__wrapper{display:flex;flex-wrap:wrap;gap:8px}
.file-upload__allowed{font-size:13px;color:#575d61;margin:4px 0 0}
.file-upload__filename-line{margin:6px 0 0;font-size:14px}
.file-upload__status{color:#575d61;font-size:14px}
.file-upload__error{color:#c0392b;font-size:14px}
.remove-file{border:0;background:none;color:#575d61;cursor:pointer;font-size:16px}
.eeoc__container,.demographic-questions{display:flex;flex-direction:column;gap:20px;border-top:1px solid #e4e7e9;margin-top:32px}
.application--submit{margin-top:32px}
.application--submit .btn{font-size:16px;padding:10px 28px}
.application--error{border:1px solid #c0392b;background:#fdf1ef;color:#8e2a1f;border-radius:6px;padding:12px 16px;margin-top:16px}
.security-code{border:1px solid #d1d7da;border-radius:8px;padding:16px;margin-top:24px;background:#f6f9f8}
.security-code__inputs{display:flex;gap:8px;margin:12px 0}
.security-code__input{width:40px;height:46px;text-align:center;font-size:20px;text-transform:uppercase;border:1px solid #a3aeb4;border-radius:6px}
.grecaptcha-badge{position:fixed;right:0;bottom:14px;width:256px;height:60px;box-shadow:0 0 5px grey;background:#f9f9f9;border-radius:2px 0 0 2px;display:flex;align-items:center;gap:10px;padding:6px 10px;font:11px Roboto,Arial,sans-serif;color:#555}
.rc-anchor-logo-img{display:inline-block;width:32px;height:32px;border-radius:50%;background:conic-gradient(#1c3aa9 0 33%,#4285f4 0 66%,#ababab 0)}
.flash--error{background:#fdf1ef;border:1px solid #c0392b;padding:12px 16px;border-radius:6px;margin-bottom:16px}
.job-posts{width:100%;border-collapse:collapse;margin-top:16px}.job-post td{border-top:1px solid #e4e7e9;padding:12px 0}.job-post a{color:inherit;text-decoration:none}.job-post p{margin:0}
.confirmation__content{padding:40px 0}
.footer{text-align:center;color:#575d61;font-size:13px;padding:24px}
@media (max-width:600px){.section-header--large{font-size:22px}.job__header .btn{width:100%;text-align:center}}
`;

export const GREENHOUSE_LEGACY_CSS = `${SHARED}
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f7f7f7;color:#333;font-size:14px}
#wrapper{max-width:760px;margin:0 auto;background:#fff;padding:24px 30px}
#header h1{color:#a41b26;font-size:22px;margin:8px 0 2px}
#logo{font-weight:bold;font-size:18px}
.company-name{color:#666}.location{color:#666;margin-top:2px}
#application .heading{display:flex;justify-content:space-between;align-items:center;border-top:1px solid #ddd;margin-top:20px}
.asterisk{color:#a41b26}
.field{margin:14px 0}.field label,.field legend{display:block;font-weight:bold;margin-bottom:4px}
.field input[type=text],.field input[type=email],.field select,.field textarea{width:100%;box-sizing:border-box;border:1px solid #bbb;padding:7px;font:inherit}
.field fieldset{border:0;padding:0}.field fieldset label{font-weight:normal}
#s3_upload_for_resume input,#s3_upload_for_cover_letter input{position:absolute;width:1px;height:1px;opacity:0}
.link-button{color:#a41b26;margin-right:6px}.link-button.disabled{color:#999;pointer-events:none}
.chosen{margin-top:4px}.attach-or-paste__note{color:#888;font-size:12px}
.flash-error{border:1px solid #a41b26;background:#fbeaea;padding:8px 14px;color:#a41b26}
.field-error{color:#a41b26;font-size:13px;margin-top:3px}
#submit_app{background:#a41b26;color:#fff;border:0;padding:10px 24px;font-size:15px;cursor:pointer;margin-top:14px}
.grecaptcha-badge{position:fixed;right:0;bottom:14px;width:220px;height:50px;box-shadow:0 0 5px grey;background:#f9f9f9;font:11px Arial;display:flex;align-items:center;padding:0 10px}
#footer{text-align:center;color:#999;padding:14px}
`;
