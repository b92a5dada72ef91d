// The authorised-partner page's courses: the active courses of domain 17.
import type { ApiClient } from "@skillbridge/core/api-client";
import { PARTNER_DOMAIN_ID } from "@skillbridge/core/constants";
import { courseEndpoints } from "@skillbridge/core/endpoints";
import type { PartnerCourse } from "./partner-course-card";

export async function loadPartnerCourses(api: ApiClient): Promise<{ courses: PartnerCourse[]; failed: boolean }> {
  const result = await api.call(courseEndpoints.list);
  if (!result.ok) return { courses: [], failed: true };
  const courses = result.data
    .filter((course) => course.domainId === PARTNER_DOMAIN_ID)
    .map(({ id, ictName, ictType, ictImg, ictDesc, hoursData, facts }) => ({
      id,
      ictName,
      ictType,
      ictImg,
      ictDesc,
      hoursData,
      coverToken: facts.coverToken,
    }));
  return { courses, failed: false };
}
