// The route table of spec §2, written out explicitly.
import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("training_course", "routes/catalogue.tsx"),
  route("certification_detail/:categoryId", "routes/certification-detail.tsx"),
  route("course/:id/:name?", "routes/course.tsx"),
  route("search/:query", "routes/search.tsx"),
  route("bundles", "routes/bundles.tsx"),
  route("events", "routes/events.tsx"),
  route("domain/:domainId", "routes/domain.tsx"),
  route("allTrainingDomain", "routes/all-training-domains.tsx"),
  route("learning_mode/:mode", "routes/learning-mode.tsx"),
  route("internship", "routes/internship.tsx"),
  route("partners", "routes/partners.tsx"),
  route("partners/Certnexus", "routes/partner-certnexus.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("learner/login", "routes/learner-login.tsx"),
  route("learner/Profile", "routes/learner-profile.tsx"),
  route("learner/set-password", "routes/learner-set-password.tsx"),
  route("learner/forgot-password", "routes/learner-forgot-password.tsx"),
  // The back office (issue 6): staff only, not indexed, in its own chunks.
  route("admin/login", "routes/admin-login.tsx"),
  route("admin", "routes/admin-inbox.tsx"),
  route("admin/inbox.csv", "routes/admin-inbox-csv.ts"),
  route("admin/inbox/:type/:id", "routes/admin-inbox-item.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
