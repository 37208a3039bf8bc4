import { useCallback, useEffect, useMemo, useState } from 'react';
import { MESSAGES } from '@applypilot/contracts';
import {
  DEFAULT_RESUME_CONFIG,
  type ResumeConfig,
  type ResumeData,
  type SectionOrder,
} from '@applypilot/resume';
import {
  blankResume,
  demoResume,
  loadSavedResume,
  saveConfig,
  saveData,
  saveOrder,
  type ResumeOwner,
} from './resume-storage';
import * as edit from './resume-updates';
import { getStoredTitle, setTitle } from './title-store';

interface BuilderState {
  data: ResumeData;
  order: SectionOrder;
  config: ResumeConfig;
}

/**
 * The builder's resume, order and layout, restored from and saved to browser storage on every change; a first visit
 * starts from a blank resume in the owner's name.
 */
export function useResumeBuilder(owner: ResumeOwner = {}) {
  const [initial] = useState(() => loadSavedResume(owner));
  const [state, setState] = useState<BuilderState>(() => ({
    data: initial.data,
    order: initial.order,
    config: initial.config,
  }));

  useEffect(() => {
    // A stored title stays; a first visit has none (the default, 'Untitled Resume').
    if (initial.title !== null && initial.title !== getStoredTitle()) setTitle(initial.title);
  }, [initial]);

  useEffect(() => saveData(state.data), [state.data]);
  useEffect(() => saveOrder(state.order), [state.order]);
  useEffect(() => saveConfig(state.config), [state.config]);

  const updateEntry = useCallback((section: string, id: string, patch: edit.EntryPatch) => {
    setState((s) => ({ ...s, data: edit.updateEntry(s.data, section, id, patch) }));
  }, []);

  const addEntry = useCallback((section: string): string => {
    const entry = edit.newEntry(section);
    setState((s) => ({ ...s, data: edit.addEntry(s.data, section, entry) }));
    return entry.id;
  }, []);

  const removeEntry = useCallback((section: string, id: string) => {
    setState((s) => ({ ...s, data: edit.removeEntry(s.data, section, id) }));
  }, []);

  const moveEntry = useCallback((section: string, fromId: string, toId: string) => {
    setState((s) => ({ ...s, data: edit.moveEntry(s.data, section, fromId, toId) }));
  }, []);

  const moveSection = useCallback((from: string, to: string) => {
    setState((s) => ({ ...s, order: edit.moveSection(s.order, from, to) }));
  }, []);

  const addSection = useCallback((key: string) => {
    setState((s) => ({ ...s, ...edit.addSection(s.data, s.order, key) }));
  }, []);

  const removeSection = useCallback((key: string) => {
    setState((s) => ({ ...s, ...edit.removeSection(s.data, s.order, key) }));
  }, []);

  const setConfig = useCallback((config: ResumeConfig) => setState((s) => ({ ...s, config })), []);

  const resetConfig = useCallback(
    () => setState((s) => ({ ...s, config: structuredClone(DEFAULT_RESUME_CONFIG) })),
    [],
  );

  const createNew = useCallback(() => {
    setState((s) => ({ ...s, ...blankResume() }));
    setTitle(MESSAGES.defaultResumeTitle);
  }, []);

  const loadDemo = useCallback(() => {
    setState((s) => ({ ...s, ...demoResume() }));
    setTitle(MESSAGES.demoResumeTitle);
  }, []);

  // Stable across renders, so a section whose entries did not change can skip re-rendering.
  const entryEdits = useMemo(
    () => ({ updateEntry, addEntry, removeEntry, moveEntry }),
    [updateEntry, addEntry, removeEntry, moveEntry],
  );

  return {
    ...state,
    entryEdits,
    updateEntry,
    addEntry,
    removeEntry,
    moveEntry,
    moveSection,
    addSection,
    removeSection,
    setConfig,
    resetConfig,
    createNew,
    loadDemo,
  };
}

export type ResumeBuilder = ReturnType<typeof useResumeBuilder>;
export type EntryEdits = ResumeBuilder['entryEdits'];
