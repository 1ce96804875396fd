-- Crest of the Alliance: whenever a fostered ally you control dies, you may banish it; if
-- you do, draw a card. "Dies": it left the field for the graveyard; "fostered" is read as
-- it last was on the field (the leaves_play event's statuses: a card in the graveyard has
-- none).
return {
	triggers = {
		{
			on = "leaves_play",
			label = "A fostered ally of yours died: you may banish the Crest to draw",
			applies = function(ctx, event)
				local ally = event.object
				return ally:has_type("ally")
					and ally:zone() == "graveyard"
					and event.player == ctx.controller
					and table.find(event.statuses or {}, "fostered") ~= nil
			end,
			resolve = function(ctx)
				if not ctx.this:is_valid() or ctx.this:zone() ~= "field" then
					return
				end
				local pick = ctx:choose({
					prompt = "Banish Crest of the Alliance to draw a card?",
					options = { "banish", "keep" },
				})[1]
				if pick == "banish" and ctx:move(ctx.this, "banishment") then
					ctx:draw(1)
				end
			end,
		},
	},
}
