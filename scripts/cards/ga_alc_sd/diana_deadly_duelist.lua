-- Diana, Deadly Duelist: Diana lineage (the rules script's levelling). On Enter:
-- materialize a Bullet card from your material deck. Inherited Effect: Ranged 2 — a
-- constant ability that works while this card is part of the lineage (the champion on the
-- field, or a card of its inner lineage) and gives the champion of that lineage ranged 2
-- (CR, Inherited Effect 1-2; Champion 6).
return {
	statics = {
		{
			stat = "ranged",
			increase = 2,
			from = { "field", "lineage" },
			applies_to = function(ctx, object)
				return object:has_type("champion")
					and object:zone() == "field"
					and object:controller() == ctx.controller
			end,
		},
	},
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: materialize a Bullet card",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				local bullet = ctx:choose({
					prompt = "a Bullet card to materialize from your material deck",
					objects = ctx:look({ zone = "material_deck", controller = "you", subtype = "bullet" }),
					min = 1,
					max = 1,
				})[1]
				if bullet ~= nil then
					ctx:materialize(bullet)
				end
			end,
		},
	},
}
