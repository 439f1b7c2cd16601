// The page in five languages: one JSON file a language under /static/i18n/, chosen from the browser's
// languages (navigator.languages) or the menu, and kept in localStorage. English is the fallback for a
// missing key. Elements name their text with data-i18n="key" and their attributes with
// data-i18n-attr="aria-label:key; title:key"; messages built in JavaScript call t(key, values).

import { api } from "./api.js";

export const LANGUAGES = { en: "English", fr: "Français", de: "Deutsch", ja: "日本語", ru: "Русский" };
const KEY = "hanoi.language";

let current = "en";
let table = {};
let english = {};
let variant = null; // "london" or "toronto": keys "name@london" (balls, full pegs, its title) take the place of "name"
let fixed = false; // a study fixed the language: no menu

const load = (code) => api.translation(code);

// A touch screen (no hover, a coarse pointer): keys "name@touch" say "tap" where the others say "click".
const touch = typeof matchMedia === "function" && matchMedia("(hover: none) and (pointer: coarse)").matches;

function lookup(name) {
  const found = touch ? table[`${name}@touch`] ?? english[`${name}@touch`] : undefined;
  return found ?? table[name] ?? english[name];
}

// The text of `key` with {name} replaced by values[name]; a plural entry picks its form by values.count.
export function t(key, values = {}) {
  const own = variant ? `${key}@${variant}` : null;
  let text = (own && lookup(own)) ?? lookup(key) ?? key;
  if (typeof text === "object") {
    const form = new Intl.PluralRules(current).select(Number(values.count ?? 0));
    text = text[form] ?? text.other;
  }
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}

// Numbers as the language writes them (60,466,176 in English, 60 466 176 in French).
export function number(value) {
  return Number(value).toLocaleString(current);
}

// A number with `digits` decimals as the language writes it (2.2 in English, 2,2 in French, German and Russian).
export function decimal(value, digits = 1) {
  return new Intl.NumberFormat(current, { minimumFractionDigits: digits, maximumFractionDigits: digits,
    useGrouping: false }).format(Number(value));
}

export function language() {
  return current;
}

// The puzzle on the board ("london", "toronto", or null for the Tower of Hanoi): its texts, title and instructions.
export function setVariant(name) {
  const chosen = name === "london" || name === "toronto" ? name : null;
  if (chosen === variant) return;
  variant = chosen;
  apply();
}

// The examiner's study fixed the language: use it, hide the menu and ignore the one chosen before.
export async function fixLanguage(code) {
  if (!code || !(code in LANGUAGES)) return;
  fixed = true;
  const menu = document.getElementById("language");
  if (menu) (menu.closest("label, span") || menu).hidden = true;
  if (code !== current) await setLanguage(code);
}

export function languageFixed() {
  return fixed;
}

// Write the texts of every marked element under `root`.
export function apply(root = document) {
  for (const element of root.querySelectorAll("[data-i18n]")) element.textContent = t(element.dataset.i18n);
  for (const element of root.querySelectorAll("[data-i18n-attr]")) {
    for (const pair of element.dataset.i18nAttr.split(";")) {
      const [attribute, key] = pair.split(":").map((part) => part.trim());
      if (attribute && key) element.setAttribute(attribute, t(key));
    }
  }
  document.title = t("page.title");
}

// The language of the browser, or the one chosen before.
export function preferred() {
  const saved = localStorage.getItem(KEY);
  if (saved && saved in LANGUAGES) return saved;
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    const code = String(tag).slice(0, 2).toLowerCase();
    if (code in LANGUAGES) return code;
  }
  return "en";
}

export async function setLanguage(code, { remember = false } = {}) {
  if (!(code in LANGUAGES)) code = "en";
  if (!Object.keys(english).length) english = await load("en");
  table = code === "en" ? english : await load(code);
  current = code;
  document.documentElement.lang = code;
  if (remember) localStorage.setItem(KEY, code);
  apply();
  document.dispatchEvent(new CustomEvent("hanoi:language", { detail: code }));
}

// Fill the language menu and follow it.
export function wireMenu(select) {
  select.replaceChildren(...Object.entries(LANGUAGES).map(([code, name]) => {
    const option = document.createElement("option");
    option.value = code;
    option.textContent = name;
    option.lang = code;
    return option;
  }));
  select.value = current;
  select.addEventListener("change", () => setLanguage(select.value, { remember: true }));
  document.addEventListener("hanoi:language", () => { select.value = current; });
}
