// The 15 academic partners listed on /partners (demo names).
export const academicPartners = [
  "Pune Institute of Engineering & Technology",
  "Nandi Hills College of Engineering and Management, Bengaluru",
  "Deccan Plateau Institute of Technology, Hyderabad",
  "Chamundi School of Computer Applications, Mysuru",
  "Godavari Valley College of Engineering, Nashik",
  "Coromandel Institute of Information Technology, Chennai",
  "Western India Institute of Management Studies, Ahmedabad",
  "Belagavi Women's College of Engineering",
  "Vidarbha Institute of Technology and Research, Nagpur",
  "Noyyal Valley College of Arts and Science, Coimbatore",
  "Periyar Riverside School of Engineering, Kochi",
  "Malwa Institute of Computer Science, Indore",
  "Konkan Coast Institute of Technology, Goa",
  "Hubballi-Dharwad Polytechnic Institute",
  "Aravalli Institute of Technology and Management, Jaipur",
] as const;
