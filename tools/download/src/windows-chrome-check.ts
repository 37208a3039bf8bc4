/**
 * cmd.exe lines of both Windows launchers: go to `:run` when Chrome is where its installers put it (or CHROME_PATH
 * names it); otherwise the next line runs, which says where to get Chrome.
 */
export const WINDOWS_CHROME_CHECK = [
  'if defined CHROME_PATH goto run',
  'if exist "%ProgramFiles%\\Google\\Chrome\\Application\\chrome.exe" goto run',
  'if exist "%ProgramFiles(x86)%\\Google\\Chrome\\Application\\chrome.exe" goto run',
  'if exist "%LocalAppData%\\Google\\Chrome\\Application\\chrome.exe" goto run',
];
