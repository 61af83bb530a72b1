// The register form, shared by the player's form, the agent's downline form and the server's check.
export {
  DOWNLINE_FORM_NEEDS,
  REGISTER_FIELD_ORDER,
  registerFormFields,
  registerFormNeeds,
  registerTabs,
  type RegisterFieldName,
  type RegisterFormNeeds,
  type RegisterTab,
  type ShownField,
} from './fields.ts';
export { mobileNumberFallback, usernameFallback, VERIFICATION_CODE_MAX_LENGTH, verificationCodeFallback } from './fallbacks.ts';
export {
  checkConfirmation,
  checkFieldRule,
  checkRegisterField,
  firstRegisterProblem,
  registerProblems,
  ruleViolation,
  type RegisterProblem,
  type RegisterProblemReason,
  type RegisterValues,
} from './validate.ts';
