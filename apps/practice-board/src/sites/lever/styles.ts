/** The look of Lever's hosted job site, written for the stand-in (class names as the live pages use them). */
export const LEVER_CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:"Helvetica Neue",Helvetica,Arial,sans-serif;color:#515357;background:#f9f9f9;font-size:16px;line-height:1.4}
.page-centered{max-width:760px;margin:0 auto;padding:0 20px}
.main-header{background:#fff;border-bottom:1px solid #e2e2e2}.main-header-content{padding:18px 20px}.logo-text{font-size:22px;font-weight:bold;color:#333}
a{color:#579eee}
.accent-section{background:#fff;border-bottom:1px solid #e2e2e2}
.posting-header{padding:28px 20px;display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:16px}
.posting-headline h2{margin:0 0 8px;color:#333;font-size:30px;font-weight:600}
.posting-categories{display:flex;flex-wrap:wrap;gap:8px 14px}.small-category-label{font-size:12px;text-transform:uppercase;letter-spacing:.5px;color:#808080}
.postings-btn{display:inline-block;border:1px solid #579eee;border-radius:3px;padding:10px 18px;font-size:14px;font-weight:600;text-transform:uppercase;letter-spacing:.5px;text-decoration:none;cursor:pointer;background:#fff;color:#579eee}
.template-btn-submit{background:#579eee;color:#fff}
.section-wrapper .section{padding:24px 20px}
.application-form h4{font-size:18px;color:#333;margin:28px 0 14px;text-transform:uppercase;letter-spacing:.5px}
.application-form ul{list-style:none;margin:0;padding:0}
.application-question{display:block;margin:0 0 18px}
.application-question>label,.application-question>div{display:flex;gap:16px;flex-wrap:wrap}
.application-label{width:220px;font-weight:500;color:#333}.application-label.full-width{width:100%}
.application-field{flex:1;min-width:220px}.application-field.full-width{width:100%;flex-basis:100%}
.application-field input[type=text],.application-field input[type=email],.application-field textarea,.application-field select{width:100%;border:1px solid #e2e2e2;border-radius:3px;padding:9px 10px;font:inherit;background:#fff}
.application-field textarea{min-height:90px}
.required{color:#ff794f;margin-left:4px}
.invisible-resume-upload{position:absolute;width:1px;height:1px;opacity:0;overflow:hidden}
.visible-resume-upload{position:relative}
.filename{margin-right:8px;text-transform:none}
.resume-upload-label{display:inline-block;margin-left:8px;font-size:14px}
.dropdown-container{border:1px solid #e2e2e2;background:#fff;border-radius:3px;margin-top:4px}
.dropdown-location{padding:8px 10px;cursor:pointer}.dropdown-location:hover,.dropdown-location.is-active{background:#eef5fd}
.dropdown-no-results,.dropdown-loading-results{padding:8px 10px;color:#808080}
ul[data-qa=multiple-choice] li,ul[data-qa=checkboxes] li{margin:4px 0}
.error-message{color:#e63946;font-size:14px;margin:4px 0 0}
.application-question.error input,.application-question.error select,.application-question.error textarea{border-color:#e63946}
.application-error{border:1px solid #e63946;background:#fdecee;color:#9b1c2a;padding:12px 16px;border-radius:3px;margin:16px 0}
.eeo-section p{font-size:14px}.eeo-light-text{font-weight:normal;color:#808080;font-size:13px;text-transform:none}
.consent-label{display:block;font-size:14px}
.hidden{display:none}
.last-section-apply{padding:20px 0 40px}
.application-confirmation{padding:48px 20px;text-align:center}.application-confirmation h3{font-size:26px;color:#333}
.main-footer{padding:28px 0;text-align:center;font-size:13px}
.board-captcha{position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center;z-index:50}
.board-captcha__box{background:#fff;border-radius:4px;box-shadow:0 2px 12px rgba(0,0,0,.3);padding:20px 24px;width:320px;font-family:Arial,sans-serif}
.board-captcha__row{display:flex;align-items:center;gap:14px;border:1px solid #d3d3d3;background:#f9f9f9;border-radius:3px;padding:14px}
.board-captcha__check{width:26px;height:26px;border:2px solid #c1c1c1;border-radius:2px;background:#fff;cursor:pointer}
.board-captcha__check[aria-checked=true]{border-color:#00838f;background:#e0f7fa}
.board-captcha__check[aria-checked=true]::after{content:"✓";color:#00838f;font-size:22px;line-height:24px;padding-left:3px}
.board-captcha__error{color:#d93025;font-size:13px;margin:8px 0 0}
.board-captcha__brand{font-size:10px;color:#555;margin-left:auto;text-align:center}
.toast{position:fixed;top:20px;left:50%;transform:translateX(-50%);background:#333;color:#fff;padding:12px 20px;border-radius:4px;z-index:60}
@media (max-width:600px){.application-label{width:100%}.posting-headline h2{font-size:24px}}
`;
