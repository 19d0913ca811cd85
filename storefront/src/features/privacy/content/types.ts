interface PolicySection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/** A privacy notice in one language (plain data: legal text is reviewed as a document, not as UI strings). */
export interface PrivacyNotice {
  title: string;
  updated: string;
  intro: string;
  sections: PolicySection[];
}
