-- Cyber-Clone (MM 102): Play: Purge another creature. Until Cyber-Clone leaves play, it has
-- power equal to the purged creature's power and gains that creature's armor, keywords and
-- traits. Its abilities are not copied (keyteki's reading: power, armor, keywords, traits).
-- The values are the creature's as it is chosen (its power and armor with what modifies them,
-- keyteki's "should clone modified power"); a ward that stops the purge does not stop the
-- copy. The keywords are those of the rulebook's glossary a creature may have; those with a
-- value are stats here, so their values are added (`ctx:rule("keyword_values")`).
local KEYWORDS = {
	"alpha",
	"assault",
	"deploy",
	"elusive",
	"hazardous",
	"invulnerable",
	"omega",
	"poison",
	"skirmish",
	"splash_attack",
	"taunt",
	"treachery",
	"versatile",
}

return {
	resolve = function(ctx)
		local others = {}
		for _, c in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if c ~= ctx.this then
				others[#others + 1] = c
			end
		end
		local purged = ctx:choose({ prompt = "Which creature does Cyber-Clone purge?", objects = others })[1]
		if purged == nil then
			return
		end
		local power, armor, traits = purged:stat("power") or 0, purged:stat("armor") or 0, purged:subtypes()
		local keywords, values = {}, ctx:rule("keyword_values", purged)
		for _, k in ipairs(KEYWORDS) do
			if purged:has_keyword(k) then
				keywords[#keywords + 1] = k
			end
		end
		ctx:banish(purged)
		local function last(effect)
			ctx:lasting({ target = ctx.this, duration = "indefinitely", effect = effect })
		end
		last({ stat = "power", set = power })
		if armor > 0 then
			last({ stat = "armor", increase = armor })
		end
		last({ subtypes = traits })
		for _, k in ipairs(keywords) do
			last({ grant = k })
		end
		for _, v in ipairs(values) do
			last({ stat = v.stat, increase = v.value })
		end
	end,
}
