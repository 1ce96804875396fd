-- Merlin, Memory Thief: Merlin lineage (the rules script's levelling). REST: choose a card
-- from a graveyard and banish it; if that card has floating memory, put a level counter on
-- Merlin (champions get +1 level for each level counter on them). Floating memory is read
-- as the card is in the graveyard, class bonus and all: a class bonus whose condition fails
-- there gives none (CR, Class Bonus 4, example).
return {
	statics = {
		{
			stat = "level",
			increase = function(ctx)
				return ctx.this:counter("level")
			end,
			self_only = true,
		},
	},
	activated = {
		thieve = {
			resolve = function(ctx)
				local card = ctx:choose({
					prompt = "a card in a graveyard to banish",
					objects = ctx:objects({ zone = "graveyard" }),
					min = 1,
					max = 1,
				})[1]
				if card == nil then
					return
				end
				local floating = card:has_keyword("floating_memory")
				if ctx:banish(card) and floating then
					ctx:add_counter(ctx.this, "level", 1)
				end
			end,
		},
	},
}
