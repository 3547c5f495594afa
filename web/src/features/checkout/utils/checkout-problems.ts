// The checkout form's fields that can be wrong, and their problems as message keys: the one file
// every part of the form (contact, Nova Poshta, Ukrposhta) checks into, so none imports another.
export type CheckoutField = 'name' | 'phone' | 'email' | 'city' | 'branch' | 'street' | 'house' | 'flat' | 'postcode' | 'sameLotAsOrder';
/** Message keys of the interface catalogue, per field. */
export type CheckoutProblems = Partial<Record<CheckoutField, string>>;
