import type { Picture, PictureSet } from "@shop/contracts/picture-sets";

/** Small factories for component tests: each call makes fresh objects, so no test leaks into another. */
export function makePicture(n: number, overrides: Partial<Picture> = {}): Picture {
  const uuid = `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
  return {
    uuid,
    bought: false,
    awaitingInvoice: false,
    dimensions: { width: 2400, height: 3000 },
    webshopId: `P${1000 + n}`,
    keywords: [],
    isUserFavorite: false,
    isYearbookPose: false,
    greenscreen: false,
    userBoughtRetouch: false,
    userRetouchTasks: [],
    groupPicture: false,
    pictureType: "IP",
    inCart: false,
    urls: { thumbnail: `/img/${n}/320`, preview: `/img/${n}/640`, original: null, cutout: null },
    ...overrides,
  };
}

export function makePictureSet(pictureCount: number, overrides: Partial<PictureSet> = {}): PictureSet {
  const pictures = Array.from({ length: pictureCount }, (_, i) => makePicture(i + 1));
  return {
    uuid: "10000000-0000-4000-8000-000000000001",
    subject: { uuid: "10000000-0000-4000-8000-000000000001", name: "Emma Nordmann", group: "3B" },
    avatar: { url: null },
    photographer: { uuid: "20000000-0000-4000-8000-000000000001", name: "Demo Foto AS", logoUrl: null },
    isEditable: false,
    cameByInvite: false,
    bought: false,
    year: 2026,
    job: {
      uuid: "30000000-0000-4000-8000-000000000001",
      name: "Solbakken skole 2026",
      jobType: "school",
      creationTime: "2026-01-10T08:00:00.000Z",
      yearbookPoseSelection: { deadline: "2099-01-01T00:00:00.000Z", expired: false },
      hasBeenInWebShop: true,
      requireFineTunedPictures: false,
      isArchived: false,
      nameCorrectionDeadline: null,
    },
    qualifyForSelectOwnFavorites: true,
    qualifyForSelectYearbookPose: true,
    pictureCount,
    addedAt: "2026-02-01T10:00:00.000Z",
    pictures,
    digital: [],
    ...overrides,
  };
}
