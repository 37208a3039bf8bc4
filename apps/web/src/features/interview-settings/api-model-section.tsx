import { GEMINI_API_KEY_URL, GEMINI_MODELS, findGeminiModel, pricesOn } from '@applypilot/contracts';
import { useState } from 'react';
import { formatDay, inputPrice, perMillion, priceSummary } from './model-prices';
import { SettingsCard } from './settings-card';
import type { InterviewSettingsFormState } from './use-interview-settings-form';
import styles from './interview-settings.module.css';

/** API & Model (section 2.5): the user's own Gemini key and the model, with what each model costs. */
export function ApiModelSection({ form, update }: Pick<InterviewSettingsFormState, 'form' | 'update'>) {
  const [showKey, setShowKey] = useState(false);
  const model = findGeminiModel(form.selectedModel) ?? GEMINI_MODELS[0];
  return (
    <SettingsCard
      title="API & Model"
      description="Your key stays in this browser. The assistant sends it only to Google's Gemini API, never to ApplyPilot."
    >
      <div className={styles.field}>
        <label htmlFor="interview-api-key">API Key</label>
        <div className={styles.inline}>
          <input
            id="interview-api-key"
            className="ap-input"
            type={showKey ? 'text' : 'password'}
            autoComplete="off"
            spellCheck={false}
            value={form.apiKey}
            placeholder="Paste your Gemini API key"
            aria-describedby="interview-api-key-hint"
            onChange={(event) => update('apiKey', event.target.value)}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={showKey}
            aria-controls="interview-api-key"
            onClick={() => setShowKey((value) => !value)}
          >
            {showKey ? 'Hide' : 'Show'}
          </button>
        </div>
        <p id="interview-api-key-hint" className={styles.small}>
          No key yet?{' '}
          <a href={GEMINI_API_KEY_URL} target="_blank" rel="noopener noreferrer">
            Get a free Gemini API key in Google AI Studio
          </a>
          .
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor="interview-model">Model</label>
        <select
          id="interview-model"
          className="ap-input"
          value={form.selectedModel}
          aria-describedby="interview-model-prices"
          onChange={(event) => update('selectedModel', event.target.value)}
        >
          {GEMINI_MODELS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.displayName}
            </option>
          ))}
        </select>
        {model ? (
          <p id="interview-model-prices" className={styles.small} data-testid="model-prices">
            {priceSummary(model)}
          </p>
        ) : null}
        <details className={styles.compare}>
          <summary>Compare model prices</summary>
          {/* Scrolls sideways on a phone, so it takes focus for keyboard users (its name avoids the word "Model"). */}
          <div className={styles.tableWrap} role="region" aria-label="Price comparison" tabIndex={0}>
            <table className={styles.table}>
              <caption className="ap-visually-hidden">Gemini model prices per 1M tokens, in USD</caption>
              <thead>
                <tr>
                  <th scope="col">Model</th>
                  <th scope="col">Input / 1M</th>
                  <th scope="col">Output / 1M</th>
                  <th scope="col">Checked</th>
                </tr>
              </thead>
              <tbody>
                {GEMINI_MODELS.map((option) => {
                  const prices = pricesOn(option);
                  return (
                    <tr key={option.id} aria-current={option.id === form.selectedModel ? 'true' : undefined}>
                      <th scope="row">{option.displayName}</th>
                      <td>{inputPrice(prices)}</td>
                      <td>{perMillion(prices.output)}</td>
                      <td>{formatDay(option.checkedOn)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </details>
      </div>
    </SettingsCard>
  );
}
