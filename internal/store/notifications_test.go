package store

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// The inbox on both engines: newest first by pages, the unread count, marking some read (all or
// none of them: another player's or an unknown id refuses the whole request) and all read.
func TestNotifications(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		s := open(t, e)
		alice, bob := newPlayer(t, s, "alice@example.com"), newPlayer(t, s, "bob@example.com")
		var ids []int64
		for i := range 3 {
			n, err := s.InsertNotification(ctx, Notification{PlayerID: alice.ID, Type: "bet_won", ObjectType: "bet", ObjectID: int64(10 + i),
				Params: map[string]string{"amount": "1250", "currency": "EUR"}, CreatedAt: p0.Add(time.Duration(i) * time.Minute)})
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, n.ID)
		}
		other, err := s.InsertNotification(ctx, Notification{PlayerID: bob.ID, Type: "deposit_succeeded", ObjectType: "deposit", ObjectID: 1,
			Params: map[string]string{}, CreatedAt: p0})
		if err != nil {
			t.Fatal(err)
		}

		page, pg, err := s.Notifications(ctx, alice.ID, catalogue.PageRequest{Page: 1, Limit: 2})
		if err != nil {
			t.Fatal(err)
		}
		if pg.Total != 3 || pg.LastPage != 2 || len(page) != 2 || page[0].ID != ids[2] || page[1].ID != ids[1] {
			t.Fatalf("first page %+v, %+v", page, pg)
		}
		want := Notification{ID: ids[2], PlayerID: alice.ID, Type: "bet_won", ObjectType: "bet", ObjectID: 12,
			Params: map[string]string{"amount": "1250", "currency": "EUR"}, CreatedAt: p0.Add(2 * time.Minute).UTC()}
		if !reflect.DeepEqual(page[0], want) {
			t.Fatalf("stored %+v, want %+v", page[0], want)
		}
		if last, _, _ := s.Notifications(ctx, alice.ID, catalogue.PageRequest{Page: 2, Limit: 2}); len(last) != 1 || last[0].ID != ids[0] {
			t.Fatalf("last page %+v", last)
		}
		unread := func(p Player, want int) {
			t.Helper()
			if n, err := s.UnreadNotifications(ctx, p.ID); err != nil || n != want {
				t.Fatalf("unread of %s: %d, %v; want %d", p.Email, n, err, want)
			}
		}
		unread(alice, 3)

		// Another player's id, or an unknown one, refuses the request and marks nothing.
		for _, bad := range [][]int64{{ids[0], other.ID}, {ids[0], other.ID + 1000}} {
			if err := s.MarkNotificationsRead(ctx, alice.ID, bad); !errors.Is(err, ErrNoNotification) {
				t.Fatalf("marking %v: %v", bad, err)
			}
		}
		unread(alice, 3)
		unread(bob, 1)

		// A repeated id counts once; marking it again is no error.
		if err := s.MarkNotificationsRead(ctx, alice.ID, []int64{ids[0], ids[0]}); err != nil {
			t.Fatal(err)
		}
		if err := s.MarkNotificationsRead(ctx, alice.ID, []int64{ids[0]}); err != nil {
			t.Fatal(err)
		}
		unread(alice, 2)
		if all, _, _ := s.Notifications(ctx, alice.ID, catalogue.PageRequest{Page: 1, Limit: 10}); !all[2].Read || all[1].Read {
			t.Fatalf("read flags %+v", all)
		}

		if err := s.MarkAllNotificationsRead(ctx, alice.ID); err != nil {
			t.Fatal(err)
		}
		unread(alice, 0)
		unread(bob, 1)
	})
}
