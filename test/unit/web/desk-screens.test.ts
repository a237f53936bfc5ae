import { describe, expect, it } from 'vitest';
import { coverCrop, PHOTO_HEIGHT, PHOTO_WIDTH } from '../../../web/src/features/visits-common/photo-crop.ts';
import { CAMERA_MESSAGES, cameraProblemOf } from '../../../web/src/features/visits-common/camera-errors.ts';
import { MESSAGES } from '#contract/messages.ts';
import { capturePhotoInfo, capturePhotoTarget } from '../../../web/src/features/desk/capture-photo-target.ts';
import { timeFailureMessage } from '../../../web/src/features/desk/desk-api.ts';
import { photoLoadFailure, photoUploadFailure } from '../../../web/src/features/desk/photo-messages.ts';
import { ApiError } from '../../../web/src/lib/api-client.ts';
import { deskQueryKey, readDeskQuery, refine, switchView, writeDeskQuery } from '../../../web/src/features/desk/desk-list-query.ts';
import { initialsOf, photoLookupName, replaceVisit, visitStatus } from '../../../web/src/features/desk/desk-visit.ts';

const TZ = 'Asia/Kolkata';
const query = (search: string) => readDeskQuery(new URLSearchParams(search));

describe('the desk list\'s query in the address', () => {
  it('should start on today\'s visitors, all of them, by time, 25 a page', () => {
    expect(query('')).toEqual({ view: 'active', filter: 'all', q: '', sort: 'time', order: 'asc', page: 1, pageSize: 25, site: null, entrance: null });
    expect(query('view=history')).toMatchObject({ view: 'history', filter: 'all', sort: 'date', order: 'desc' });
  });

  it('should keep only a filter of the view it belongs to', () => {
    expect(query('filter=not_checked_in').filter).toBe('not_checked_in');
    expect(query('view=history&filter=yesterday').filter).toBe('yesterday');
    expect(query('view=history&filter=not_checked_in').filter).toBe('all');
    expect(query('filter=last_week').filter).toBe('all');
  });

  it('should fall back to the defaults for odd values', () => {
    expect(query('sort=phone&order=sideways&page=-2&size=1000')).toMatchObject({ sort: 'time', order: 'asc', page: 1, pageSize: 25 });
    expect(query('sort=name&page=3&size=50')).toMatchObject({ sort: 'name', order: 'asc', page: 3, pageSize: 50 });
    expect(query(`q=${'x'.repeat(300)}`).q).toHaveLength(100);
  });

  it('should write only what differs from the defaults, and read back what it wrote', () => {
    expect(writeDeskQuery(query('')).toString()).toBe('');
    const full = { view: 'history', filter: 'last_week', q: 'asha', sort: 'name', order: 'desc', page: 2, pageSize: 10, site: 3, entrance: 7 } as const;
    expect(writeDeskQuery(full).toString()).toBe('view=history&filter=last_week&q=asha&sort=name&order=desc&page=2&size=10&site=3&entrance=7');
    expect(query(writeDeskQuery(full).toString())).toEqual(full);
    expect(deskQueryKey(query(''))).toBe('active');
  });

  it('should start a new view on its first page in its natural order, keeping the search', () => {
    const before = query('filter=not_checked_out&q=asha&sort=name&page=3');
    expect(switchView(before, 'history')).toEqual({ view: 'history', filter: 'all', q: 'asha', sort: 'date', order: 'desc', page: 1, pageSize: 25, site: null, entrance: null });
    expect(refine(before, { q: 'bina' })).toMatchObject({ q: 'bina', page: 1, filter: 'not_checked_out', sort: 'name' });
  });

  it('should drop the entrance filter when the site changes, and keep it otherwise (issue 30)', () => {
    const atGate = query('site=1&entrance=7&page=2');
    expect(refine(atGate, { site: 2 })).toMatchObject({ site: 2, entrance: null, page: 1 });
    expect(refine(atGate, { site: 1 })).toMatchObject({ site: 1, entrance: 7 });
    expect(refine(atGate, { q: 'asha' })).toMatchObject({ entrance: 7, page: 1 });
    expect(switchView(atGate, 'history')).toMatchObject({ site: 1, entrance: 7 });
  });
});

describe('a desk row', () => {
  it('should say where the visit stands, with the site\'s time', () => {
    expect(visitStatus({ visit_state: 'expected', check_in: null, check_out: null }, TZ)).toEqual({ label: 'Expected', tone: 'info' });
    expect(visitStatus({ visit_state: 'checked_in', check_in: '2026-11-20T03:35:00Z', check_out: null }, TZ).label).toBe('Checked in 09:05 AM');
    expect(visitStatus({ visit_state: 'checked_out', check_in: '2026-11-20T03:35:00Z', check_out: '2026-11-20T11:40:00Z' }, TZ).label).toBe('Checked out 05:10 PM');
    expect(visitStatus({ visit_state: 'missed', check_in: null, check_out: null }, TZ)).toEqual({ label: 'Missed', tone: 'error' });
  });

  it('should replace only the row that changed', () => {
    const rows = [{ id: 1, v: 'a' }, { id: 2, v: 'b' }];
    expect(replaceVisit(rows, { id: 2, v: 'B' })).toEqual([{ id: 1, v: 'a' }, { id: 2, v: 'B' }]);
  });

  it('should name the photo as the description\'s call wants it, and find initials for the badge', () => {
    expect(photoLookupName('Asha  Rao Menon')).toBe('asharaomenon');
    expect(initialsOf('Asha Rao Menon')).toBe('AM');
    expect(initialsOf('Asha')).toBe('AS');
    expect(initialsOf('A. K. Singh')).toBe('AS');
  });
});

describe('Take Photo and Capture Photo', () => {
  it('should carry the visitor in the navigation state and in the address', () => {
    const target = capturePhotoTarget({ id: 42, name: 'Asha Rao', date_of_visit: '20-11-2026', time_of_visit: '10:30 AM' }, '/ApprovedVisitorDetails?page=2');
    expect(target.to).toBe('/CapturePhoto?id=42&name=Asha+Rao&date=20-11-2026&time=10%3A30+AM');
    expect(target.state).toEqual({ id: 42, name: 'Asha Rao', date: '20-11-2026', time: '10:30 AM', from: '/ApprovedVisitorDetails?page=2' });
    expect(capturePhotoInfo(target.state, '')).toEqual({ id: 42, name: 'Asha Rao', date: '20-11-2026', time: '10:30 AM', from: '/ApprovedVisitorDetails?page=2' });
  });

  it('should fall back to the address after a reload, and refuse odd ids and foreign return paths', () => {
    expect(capturePhotoInfo(null, '?id=42&name=Asha+Rao&date=20-11-2026&time=10%3A30+AM')).toEqual({ id: 42, name: 'Asha Rao', date: '20-11-2026', time: '10:30 AM', from: null });
    expect(capturePhotoInfo(null, '?id=abc').id).toBeNull();
    expect(capturePhotoInfo({ id: 5, from: '//evil.example' }, '').from).toBeNull();
  });

  it('should crop the middle of the video to the photo\'s shape without stretching it', () => {
    // A 4:3 photo (the crop's rule, with explicit sizes) from 4:3, 16:9 and portrait video.
    expect(coverCrop(640, 480, 320, 240)).toEqual({ sx: 0, sy: 0, sw: 640, sh: 480 });
    expect(coverCrop(1280, 720, 320, 240)).toEqual({ sx: 160, sy: 0, sw: 960, sh: 720 });
    expect(coverCrop(480, 640, 320, 240)).toEqual({ sx: 0, sy: 140, sw: 480, sh: 360 });
    expect(coverCrop(0, 0).sw).toBe(0);
    // By default, the desk photo's own shape, whatever the video's.
    for (const [width, height] of [[640, 480], [1280, 720], [480, 640], [1920, 1080]] as const) {
      const crop = coverCrop(width, height);
      expect(crop, `${width}×${height}`).toEqual(coverCrop(width, height, PHOTO_WIDTH, PHOTO_HEIGHT));
      expect(Math.abs(crop.sw / crop.sh - PHOTO_WIDTH / PHOTO_HEIGHT)).toBeLessThan(0.01);
      expect(crop.sx * 2 + crop.sw).toBe(width);
      expect(crop.sy * 2 + crop.sh).toBe(height);
    }
  });

  it('should say in words why the camera did not start', () => {
    expect(cameraProblemOf({ name: 'NotAllowedError' })).toBe('refused');
    expect(cameraProblemOf({ name: 'NotFoundError' })).toBe('missing');
    expect(cameraProblemOf({ name: 'NotReadableError' })).toBe('busy');
    expect(cameraProblemOf({ name: 'TypeError' })).toBe('unsupported');
    expect(cameraProblemOf(new Error('x'))).toBe('failed');
    expect(cameraProblemOf(null)).toBe('failed');
    // Each problem the camera can have is told in words of its own.
    const problems = ['refused', 'missing', 'busy', 'unsupported', 'failed'] as const;
    expect(new Set(problems.map((problem) => CAMERA_MESSAGES[problem])).size).toBe(problems.length);
  });
});

describe('the desk\'s In, Out and photos say what happened, in the product\'s words', () => {
  const offline = new ApiError(0, MESSAGES.http.unavailable, 'http.unavailable');
  const serverDown = new ApiError(500, MESSAGES.http.internal, 'http.internal');

  it('should say why In or Out failed: the server\'s reason, "Failed to record Time In/Out", or "Error updating time in/out."', () => {
    expect(timeFailureMessage(new ApiError(409, MESSAGES.time.alreadyIn, 'visit.already_checked_in'), 'in')).toBe(MESSAGES.time.alreadyIn);
    expect(timeFailureMessage(serverDown, 'in')).toBe('Failed to record Time In');
    expect(timeFailureMessage(new ApiError(503, 'Service Unavailable', null), 'in')).toBe('Failed to record Time In');
    expect(timeFailureMessage(offline, 'in')).toBe('Error updating time in.');
    expect(timeFailureMessage(new ApiError(409, MESSAGES.time.notIn, 'visit.not_checked_in'), 'out')).toBe(MESSAGES.time.notIn);
    expect(timeFailureMessage(serverDown, 'out')).toBe('Failed to record Time Out');
    expect(timeFailureMessage(new TypeError('fetch failed'), 'out')).toBe('Error updating time out.');
  });

  it('should say why an upload failed: "Upload failed" with the server\'s reason, "Error uploading image" without an answer', () => {
    expect(photoUploadFailure(new ApiError(400, MESSAGES.photo.notJpeg, 'photo.not_jpeg'))).toBe(`Upload failed\n${MESSAGES.photo.notJpeg}`);
    expect(photoUploadFailure(new ApiError(502, 'Bad Gateway', null))).toBe('Upload failed');
    expect(photoUploadFailure(offline)).toBe('Error uploading image');
    expect(photoUploadFailure(new TypeError('fetch failed'))).toBe('Error uploading image');
  });

  it('should say a photo is not taken yet (404) apart from a failure to fetch it', () => {
    expect(photoLoadFailure(new ApiError(404, MESSAGES.photo.notAvailable, 'photo.not_available'))).toEqual({ notThere: true, message: 'Photo not available. Please take a photo first.' });
    expect(photoLoadFailure(serverDown)).toEqual({ notThere: false, message: 'Error fetching photo. Please try again.' });
    expect(photoLoadFailure(null)).toEqual({ notThere: false, message: 'Error fetching photo. Please try again.' });
  });
});
