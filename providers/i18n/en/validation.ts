/** Validation messages of spec section 5, word for word where the spec gives them. */
export const validation = {
  required: '%{label} is required',
  email: 'Enter a valid email address',
  mfaCode: '%{label} must be 6 digits',
  passwordLength: '%{label} should be at least 12 characters long.',
  passwordComplexity: '%{label} should contain at least an uppercase letter, lowercase letter, number and special character.',
  passwordsMatch: 'Passwords should be the same',
  phone: 'Enter the phone number in international format with a space after the country code, like %{example}',
  /** The example ending `phone`: a number as the portal shows it, which every phone box accepts as typed. */
  phoneExample: '+44 20 7946 0000',
  hexColour: '%{label} must be valid color, like: #012345',
  ipAddress: '%{label} must be a valid in IPv4 or IPv6 format.',
  ipAnyAddress: '%{label} must be a single address, not 0.0.0.0 or :: (any address).',
  dateEarlier: '%{label} field must be earlier than %{date}',
  dateLater: '%{label} field must be later than %{date}',
  signupToken: 'Invalid verification token',
  sshKey: 'Key expected format is "ssh-rsa <Base64-encoded key>"',
} as const;
