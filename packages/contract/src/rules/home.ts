/** 'Mijn week' on home (issue 30): today and the six days after it; results of the seven days before. */
export const MY_WEEK_DAYS = 7;
