/** What home.tsx's clientAction loads (with home's forms: see home-sections.tsx). */
export { safeFormAction } from '../../components/forms/safe-form-action.ts';
