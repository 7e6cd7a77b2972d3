import { StaffListResponse } from "@shop/contracts/studio-staff";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api.ts";
import { studioKeys } from "../../auth/api/me.ts";

export const staffKeys = { list: [...studioKeys.all, "staff"] as const };

export const staffListQuery = queryOptions({
  queryKey: staffKeys.list,
  queryFn: () => apiGet("/api/studio/staff", StaffListResponse),
});

export function useStaffList() {
  return useQuery(staffListQuery);
}
